package dev.agentlint.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SecurityOptionTest {

    @Test
    void legacySeparatorsCaseAndBareNamesAreReadOnce() {
        assertThat(SecurityOption.of("seccomp:unconfined").toString()).isEqualTo("seccomp=unconfined");
        assertThat(SecurityOption.of("no-new-privileges").toString()).isEqualTo("no-new-privileges=true");
        assertThat(SecurityOption.of("no-new-privileges:1").toString()).isEqualTo("no-new-privileges=true");
        assertThat(SecurityOption.of("no-new-privileges=False").toString()).isEqualTo("no-new-privileges=false");
        assertThat(SecurityOption.of("label=type:spc_t").toString()).isEqualTo("label=type:spc_t");
        assertThat(SecurityOption.of("label:disable").toString()).isEqualTo("label=disable");
        assertThat(SecurityOption.of("APPARMOR=unconfined").toString()).isEqualTo("apparmor=unconfined");
        assertThat(SecurityOption.of(" seccomp = unconfined ").toString()).isEqualTo("seccomp=unconfined");
        assertThat(SecurityOption.of("no-new-privileges=maybe").value()).as("not a Go boolean: kept as written").isEqualTo("maybe");
        assertThat(SecurityOption.of("label=user:U")).isEqualTo(new SecurityOption("label", "user:U"));
    }

    @Test
    void optionsCompareAsTheEnginesDo() {
        assertThat(SecurityOption.of("SECCOMP:Unconfined").is("seccomp", "unconfined")).isTrue();
        assertThat(SecurityOption.of("label=type: spc_t").is("label", "type:spc_t")).isTrue();
        assertThat(SecurityOption.of("unmask=ALL").is("unmask", "all")).isTrue();
        assertThat(SecurityOption.of("seccomp").is("seccomp", "unconfined")).isFalse();
        assertThat(SecurityOption.of("seccomp=/etc/profile.json").is("seccomp", "unconfined")).isFalse();
    }
}
