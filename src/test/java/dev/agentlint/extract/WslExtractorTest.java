package dev.agentlint.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.extract.wsl.WslConfExtractor;
import dev.agentlint.extract.wsl.WslConfigExtractor;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.base.SourceFile;
import org.junit.jupiter.api.Test;

class WslExtractorTest {

    static FileFacts conf(String text) {
        FileFacts f = new FileFacts(SourceFile.of("etc/wsl.conf", Format.WSL_CONF, text));
        new WslConfExtractor().extract(f);
        return f;
    }

    static FileFacts config(String text) {
        FileFacts f = new FileFacts(SourceFile.of(".wslconfig", Format.WSL_CONFIG, text));
        new WslConfigExtractor().extract(f);
        return f;
    }

    @Test
    void missingSectionsMeanTheDefaults() {
        VirtualMachine.WindowsIntegration w = conf("[user]\ndefault=agent\n").vms().get(0).windowsIntegration();
        assertThat(w.driveMounts().value()).isTrue();
        assertThat(w.driveMounts().explicit()).isFalse();
        assertThat(w.interop().value()).isTrue();
        assertThat(w.windowsPath().value()).isTrue();
        assertThat(w.driveMountRoot().value()).isEqualTo("/mnt/");
        assertThat(w.bootCommand()).isNull();
        assertThat(w.interop().location().span().line()).isEqualTo(1);
    }

    @Test
    void invalidBooleansDuplicatesAndStopLines() {
        VirtualMachine.WindowsIntegration w = conf("""
                [automount]
                enabled=false
                root=/win
                [interop]
                enabled=no
                enabled=false
                appendWindowsPath=true
                appendWindowsPath=false
                :WSLInterop:M::MZ::/init:PF
                [boot]
                command=/mnt/c/tools/start.sh
                """).vms().get(0).windowsIntegration();
        assertThat(w.driveMounts().value()).isFalse();
        assertThat(w.driveMounts().explicit()).isTrue();
        assertThat(w.driveMountRoot().value()).isEqualTo("/win/");
        assertThat(w.interop().value()).isTrue();
        assertThat(w.interop().caveat().toString()).contains("'no' is not a WSL boolean");
        assertThat(w.interop().location().span().line()).isEqualTo(5);
        assertThat(w.windowsPath().value()).isTrue();
        assertThat(w.windowsPath().caveat().toString()).contains("line 8");
        assertThat(w.bootCommand()).isNull();
    }

    @Test
    void aSettingAfterTheStopLineIsIgnoredWithAReason() {
        VirtualMachine.WindowsIntegration w = conf("[interop]\n;comment\nenabled=false\n").vms().get(0).windowsIntegration();
        assertThat(w.interop().value()).isTrue();
        assertThat(w.interop().location().span().line()).isEqualTo(3);
        assertThat(w.interop().caveat().toString()).contains("invalid line 2");
    }

    @Test
    void aDefaultAfterAStopLineSaysSo() {
        VirtualMachine.WindowsIntegration w = conf(":wsl:M::MZ::/usr/local/bin/wsl-wrapper:PF\n").vms().get(0).windowsIntegration();
        assertThat(w.interop().value()).isTrue();
        assertThat(w.interop().explicit()).isFalse();
        assertThat(w.interop().caveat().toString()).contains("line 1");
    }

    @Test
    void bootCommandRunsOnTheHostUnlessTheDistributionIsCutOff() {
        FileFacts open = conf("[boot]\ncommand = service docker start\n");
        assertThat(open.embeddedScripts()).singleElement().satisfies(s -> {
            assertThat(s.context().kind()).isEqualTo(ExecContext.Kind.HOST);
            assertThat(s.verbatim()).isTrue();
            assertThat(s.location().span().column()).isEqualTo(11);
        });
        FileFacts closed = conf("[automount]\nenabled=false\n[interop]\nenabled=false\n[boot]\ncommand=\"echo hi\"\n");
        assertThat(closed.embeddedScripts()).singleElement().satisfies(s -> {
            assertThat(s.context().kind()).isEqualTo(ExecContext.Kind.VM);
            assertThat(s.script()).isEqualTo("echo hi");
            assertThat(s.verbatim()).isFalse();
        });
    }

    @Test
    void wslconfigNetworking() {
        VirtualMachine vm = config("[experimental]\nnetworkingMode=mirrored\nautoProxy=true\n[wsl2]\nfirewall=false\n").vms().get(0);
        VirtualMachine.WslNetworking n = vm.wslNetworking();
        assertThat(n.mode().value()).isEqualTo("mirrored");
        assertThat(n.mode().explicit()).isTrue();
        assertThat(n.firewall().value()).isTrue();
        assertThat(n.firewall().caveat().toString()).contains("mirrored");
        assertThat(n.autoProxy().explicit()).isTrue();
        assertThat(n.dnsTunneling().explicit()).isFalse();
        assertThat(vm.networks()).singleElement().satisfies(x -> assertThat(x.mode()).isEqualTo(VirtualMachine.NetworkMode.MIRRORED));

        VirtualMachine nat = config("[wsl2]\r\nfirewall=false\r\nmemory=8GB # comment\r\n").vms().get(0);
        assertThat(nat.wslNetworking().firewall().value()).isFalse();
        assertThat(nat.wslNetworking().firewall().explicit()).isTrue();
        assertThat(nat.networks()).singleElement().satisfies(x -> assertThat(x.explicit()).isFalse());
        assertThat(config("[wsl2]\nnetworkingMode=none\n").vms().get(0).networks()).isEmpty();
    }
}
