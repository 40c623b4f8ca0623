package dev.agentlint.extract.compose;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.model.EnvVar;
import dev.agentlint.extract.shell.ShellStage;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Mount;
import dev.agentlint.model.PublishedPort;
import dev.agentlint.model.Unresolved;
import dev.agentlint.model.Workload;
import dev.agentlint.parse.ParseException;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.SourceReader;
import dev.agentlint.read.TreeFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ComposeExtractorTest {

    @TempDir
    Path dir;

    private FileFacts extract(String rel) throws IOException, ParseException {
        Path p = dir.resolve(rel);
        SourceFile f = new SourceFile(p, rel, Format.COMPOSE, Files.readString(p));
        FileFacts facts = new FileFacts(f);
        new ComposeExtractor().extract(facts, new TreeFiles(dir, dir, new SourceReader(1 << 20)));
        return facts;
    }

    private void write(String rel, String text) throws IOException {
        Path p = dir.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    private static Workload service(FileFacts facts, String name) {
        return facts.workloads().stream().filter(w -> w.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void theDockerfileOfABuildIsKnownWhereItIsAFileOfTheTree() throws Exception {
        write("compose.yaml", """
                services:
                  plain: {build: ./agent}
                  named: {build: {context: ctx, dockerfile: docker/Dockerfile.dev}}
                  absolute: {build: {dockerfile: /srv/Dockerfile}}
                  defaulted: {build: {dockerfile: Dockerfile.ci}}
                  inline: {build: {context: ., dockerfile_inline: "FROM alpine"}}
                  remote: {build: "https://github.com/example/repo.git#main"}
                  variable: {build: {context: "${CTX}"}}
                  interpolated: {build: {context: "${CTX:-./fallback}"}}
                  pulled: {image: alpine:3.20}
                """);
        FileFacts facts = extract("compose.yaml");

        assertThat(facts.workloads()).extracting(w -> w.name() + "=" + (w.dockerfile() == null ? null : w.dockerfile().value()))
                .containsExactly("plain=./agent/Dockerfile", "named=ctx/docker/Dockerfile.dev", "absolute=/srv/Dockerfile",
                        "defaulted=./Dockerfile.ci", "inline=null", "remote=null", "variable=null",
                        "interpolated=./fallback/Dockerfile", "pulled=null");
    }

    @Test
    void anchorsAndMergeKeysReportWhereTheValueIsWritten() throws Exception {
        write("compose.yaml", """
                x-hardening: &hardening
                  cap_drop: [ALL]
                  volumes:
                    - ~/.ssh:/root/.ssh:ro
                services:
                  agent:
                    <<: *hardening
                    image: example/agent:1
                """);
        Workload w = service(extract("compose.yaml"), "agent");
        assertThat(w.capDrop()).extracting(Located::value).containsExactly("ALL");
        assertThat(w.capDrop().get(0).location().span().line()).isEqualTo(2);
        assertThat(w.mounts()).singleElement().satisfies(m -> {
            assertThat(m.location().span().line()).isEqualTo(4);
            assertThat(m.readOnly()).isTrue();
        });
    }

    @Test
    void environmentListAndMapFormsAndPassThrough() throws Exception {
        write("compose.yaml", """
                services:
                  a:
                    image: x
                    environment:
                      - TOKEN
                      - MODE=fast
                  b:
                    image: x
                    environment:
                      TOKEN:
                      RETRIES: 3
                      ENABLED: true
                """);
        FileFacts facts = extract("compose.yaml");
        assertThat(service(facts, "a").env()).extracting(e -> e.name() + "=" + e.value()).containsExactly("TOKEN=null", "MODE=fast");
        assertThat(service(facts, "b").env()).extracting(e -> e.name() + "=" + e.value())
                .containsExactly("TOKEN=null", "RETRIES=3", "ENABLED=true");
        assertThat(facts.allEnv()).extracting(EnvVar::name).contains("MODE", "RETRIES");
    }

    @Test
    void portsAreReadAsStringsNotSexagesimalNumbers() throws Exception {
        write("compose.yaml", """
                services:
                  ssh:
                    image: x
                    ports:
                      - 22:22
                      - 127.0.0.1:2222:22
                """);
        assertThat(service(extract("compose.yaml"), "ssh").ports()).extracting(p -> p.hostAddress() + "|" + p.hostPort() + ":" + p.target())
                .containsExactly("null|22:22", "127.0.0.1|2222:22");
    }

    @Test
    void interpolationDefaultsAndEscapedDollars() throws Exception {
        write("compose.yaml", """
                services:
                  a:
                    image: ${IMAGE:-example/agent:1}
                    ports: ["${BIND:-127.0.0.1}:${PORT-8080}:80"]
                    volumes:
                      - ${CONFIG_DIR:-${HOME}/.aws}:/config
                      - $${NOT_A_VAR}:/literal
                """);
        Workload w = service(extract("compose.yaml"), "a");
        assertThat(w.image().value().written()).isEqualTo("example/agent:1");
        assertThat(w.ports()).singleElement().satisfies(p -> assertThat(p.hostAddress()).isEqualTo("127.0.0.1"));
        assertThat(w.mounts()).extracting(m -> m.hostPath().normalised()).containsExactly("~/.aws", "${NOT_A_VAR}");
    }

    @Test
    void overrideFileMergesOnTopAndResetRemovesInheritedValues() throws Exception {
        write("compose.yaml", """
                services:
                  agent:
                    image: example/agent:1
                    security_opt: ["no-new-privileges:true"]
                    cap_drop: [ALL]
                    ports: ["127.0.0.1:80:80"]
                """);
        write("compose.override.yml", """
                services:
                  agent:
                    security_opt: !reset []
                    ports: ["8080:8080"]
                    user: "1000"
                """);
        for (String scanned : List.of("compose.yaml", "compose.override.yml")) {
            Workload w = service(extract(scanned), "agent");
            assertThat(w.securityOpts()).as(scanned).isEmpty();
            assertThat(w.capDrop()).as(scanned).hasSize(1);
            assertThat(w.user().value().written()).as(scanned).isEqualTo("1000");
            assertThat(w.ports()).as(scanned).extracting(PublishedPort::hostPort).containsExactly("80", "8080");
            assertThat(w.ports().get(1).location().file().displayPath()).isEqualTo("compose.override.yml");
            assertThat(w.anchor().file().displayPath()).as("missing settings are reported at the service in the main file")
                    .isEqualTo("compose.yaml");
        }
    }

    /** A reset of hardening is kept on the service through later merges, until a later file writes the key again. */
    @Test
    void hardeningResetByALaterFileIsRecordedAtTheReset() throws Exception {
        write("compose.yaml", """
                services:
                  agent:
                    image: example/agent:1
                    user: "1000"
                    cap_drop: [ALL]
                    security_opt: ["no-new-privileges:true"]
                  other:
                    image: example/other:1
                    ports: !reset []
                """);
        write("compose.override.yml", """
                services:
                  agent:
                    cap_drop: !reset []
                    security_opt: !reset []
                    ports: ["8080:8080"]
                """);
        Workload w = service(extract("compose.yaml"), "agent");
        assertThat(w.hardeningResets()).extracting(Located::value).containsExactly("cap_drop", "security_opt");
        assertThat(w.hardeningResets().get(0).location().file().displayPath()).isEqualTo("compose.override.yml");
        assertThat(w.hardeningResets().get(0).location().span().line()).isEqualTo(3);
        assertThat(service(extract("compose.yaml"), "other").hardeningResets()).as("a reset with nothing before it takes nothing back").isEmpty();

        write("compose.override.yml", """
                services:
                  agent:
                    extends:
                      file: hardened.yml
                      service: base
                    cap_drop: !reset []
                """);
        write("hardened.yml", """
                services:
                  base:
                    cap_add: [NET_BIND_SERVICE]
                """);
        // The override's own extends is resolved first, and takes the reset: compose.yaml's cap_drop stands.
        Workload extended = service(extract("compose.yaml"), "agent");
        assertThat(extended.hardeningResets()).isEmpty();
        assertThat(extended.capDrop()).extracting(Located::value).containsExactly("ALL");
    }

    @Test
    void extendsAcrossFilesWithCommandReplacedAndListsAppended() throws Exception {
        write("common/base.yml", """
                services:
                  base:
                    image: example/base:1
                    command: ["sleep", "infinity"]
                    volumes: ["/srv/data:/data"]
                    privileged: true
                """);
        write("compose.yaml", """
                services:
                  agent:
                    extends:
                      file: common/base.yml
                      service: base
                    command: claude -p "go"
                    volumes: ["./:/workspace"]
                """);
        FileFacts facts = extract("compose.yaml");
        Workload w = service(facts, "agent");
        assertThat(w.isPrivileged()).isTrue();
        assertThat(w.privileged().location().file().displayPath()).isEqualTo("common/base.yml");
        assertThat(w.commands()).singleElement().satisfies(c -> assertThat(c.script()).isEqualTo("claude -p \"go\""));
        assertThat(w.mounts()).extracting(m -> m.hostPath().normalised()).containsExactly("/srv/data", ".");
        // Its agent is what the shell stage's walk of the command finds.
        assertThat(w.isAgent()).isFalse();
        ShellStage.run(facts);
        assertThat(w.isAgent()).isTrue();
        assertThat(facts.unresolved()).isEmpty();
    }

    @Test
    void unresolvableReferencesBecomeFactsAndMarkTheServicePartial() throws Exception {
        write("sub/compose.yaml", """
                include:
                  - ../../outside.yaml
                services:
                  a:
                    extends: {file: ../../base.yaml, service: b}
                  c:
                    extends: c
                """);
        FileFacts facts = extract("sub/compose.yaml");
        assertThat(facts.unresolved()).extracting(u -> u.what().toString())
                .containsExactly("extends b in ../../base.yaml", "extends c", "include ../../outside.yaml");
        assertThat(facts.unresolved().get(0).reason().toString()).contains("outside the scanned tree");
        assertThat(service(facts, "a").partial()).isTrue();
    }

    @Test
    void includedFilesWithOtherNamesContributeTheirServices() throws Exception {
        write("stack/agent.yml", """
                services:
                  agent:
                    image: example/agent:1
                    volumes: ["/var/run/docker.sock:/var/run/docker.sock"]
                """);
        write("stack/compose.yaml", "services:\n  db:\n    image: postgres:17\n");
        write("compose.yaml", """
                include:
                  - stack/agent.yml
                  - path: [stack/compose.yaml]
                services:
                  web:
                    image: nginx:1
                """);
        FileFacts facts = extract("compose.yaml");
        assertThat(facts.workloads()).extracting(Workload::name).containsExactly("web", "agent");
        assertThat(facts.mounts()).singleElement().extracting(Mount::location)
                .satisfies(l -> assertThat(l.file().displayPath()).isEqualTo("stack/agent.yml"));
    }

    @Test
    void topLevelNetworksDecideInternalAndHostBinding() throws Exception {
        write("compose.yaml", """
                services:
                  a:
                    image: x
                    networks: [sandbox]
                    ports: ["8080:80"]
                  b:
                    image: x
                    network_mode: "service:a"
                  c:
                    image: x
                    networks:
                      corp: {}
                networks:
                  sandbox:
                    internal: true
                    driver_opts:
                      com.docker.network.bridge.host_binding_ipv4: "127.0.0.1"
                  corp:
                    external: true
                """);
        FileFacts facts = extract("compose.yaml");
        assertThat(service(facts, "a").networks()).singleElement().satisfies(n -> assertThat(n.route()).isEqualTo(Workload.Route.INTERNAL));
        assertThat(service(facts, "a").ports().get(0).hostAddress()).isEqualTo("127.0.0.1");
        assertThat(service(facts, "b").networks()).singleElement().satisfies(n -> assertThat(n.name()).isEqualTo("sandbox"));
        assertThat(service(facts, "c").networks()).singleElement().satisfies(n -> assertThat(n.route()).isEqualTo(Workload.Route.UNKNOWN));
    }

    @Test
    void fragmentsWithoutImageOrBuildArePartialAndXKeysAreIgnored() throws Exception {
        write("compose.prod.yml", """
                x-agent: {image: claude-code, privileged: true}
                services:
                  agent:
                    mem_limit: 1g
                """);
        FileFacts facts = extract("compose.prod.yml");
        assertThat(facts.workloads()).singleElement().satisfies(w -> {
            assertThat(w.partial()).isTrue();
            assertThat(w.isPrivileged()).isFalse();
        });
    }

    @Test
    void legacyVersionOneFilesHaveServicesAtTheTop() throws Exception {
        write("docker-compose.yml", "web:\n  image: nginx\n  ports: [\"80:80\"]\n");
        assertThat(extract("docker-compose.yml").workloads()).extracting(Workload::name).containsExactly("web");
    }

    @Test
    void aScalarDocumentIsAParseError() throws IOException {
        write("compose.yaml", "just a string\n");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> extract("compose.yaml")).isInstanceOf(ParseException.class);
    }
}
