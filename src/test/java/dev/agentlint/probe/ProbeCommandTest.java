package dev.agentlint.probe;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import dev.agentlint.cli.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code agentlint probe} end to end: run here, or emitted, run elsewhere, and judged; its JSON and SARIF. */
class ProbeCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    ServerSocket listener;

    @BeforeEach
    void listen() throws IOException {
        listener = ProbeHarness.listen("127.0.0.1");
    }

    @AfterEach
    void close() throws IOException {
        listener.close();
    }

    record Out(int exit, String out, String err) {}

    static Out agentlint(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Out(exit, out.toString(), err.toString());
    }

    String target() {
        return "127.0.0.1:" + listener.getLocalPort();
    }

    @Test
    void runHereAnOpenTargetExitsOneAndTheJsonReportMatchesItsSchema() throws IOException {
        Path decoy = Files.writeString(tmp.resolve("decoy"), "x\n");
        Path evidence = tmp.resolve("kept/evidence.txt");
        Out r = agentlint("probe", "--target", target(), "--decoy", decoy.toString(), "--timeout", "2", "-f", "json",
                "--evidence", evidence.toString());
        assertThat(r.exit()).as(r.err()).isEqualTo(1);
        JsonNode report = JSON.readTree(r.out());
        JsonNode schema = JSON.readTree(Path.of("docs/schemas/probe-report-v1.schema.json").toFile());
        assertThat(JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(schema).validate(report)).isEmpty();
        assertThat(report.at("/summary/complete").asBoolean()).isTrue();
        JsonNode check = null;
        for (JsonNode c : report.get("checks")) if (c.get("id").asText().equals("network.target")) check = c;
        assertThat(check).isNotNull();
        assertThat(check.get("subject").asText()).isEqualTo(target());
        assertThat(check.get("outcome").asText()).isEqualTo("open");
        assertThat(check.get("expected").asText()).isEqualTo("blocked");
        assertThat(check.get("runIds").toString()).contains("RUN-022");
        assertThat(report.at("/environment/kernel").asText()).startsWith("Linux");
        assertThat(Files.readString(evidence)).startsWith(Evidence.HEADER + "\n").endsWith("end\n").contains("net tcp target connected");
        // The kept evidence judges to the same report.
        Out again = agentlint("probe", "--judge", evidence.toString(), "-f", "json");
        assertThat(JSON.readTree(again.out()).get("checks")).isEqualTo(report.get("checks"));
    }

    @Test
    void anEmittedScriptRunsInANetworkNamespaceAndItsOutputIsJudged() throws IOException {
        ProbeHarness.require(ProbeHarness.works("unshare", "-n", "true"), ProbeHarness.REQUIRE_ISOLATION, "unshare -n");
        Path script = tmp.resolve("agentlint-probe.sh");
        Out emitted = agentlint("probe", "--emit-script", "--target", target(), "--timeout", "2", "-o", script.toString());
        assertThat(emitted.exit()).isZero();
        assertThat(Files.readString(script)).startsWith("#!/bin/sh\n").contains("AGENTLINT_PROBE_DEFAULT_NETWORK='0'");
        Map<String, String> env = new HashMap<>();
        env.put("PATH", System.getenv("PATH"));
        env.put("TMPDIR", tmp.toString());
        ProbeHarness.Run run = ProbeHarness.exec(List.of("unshare", "-n", "sh", script.toString()), env, false);
        Path results = Files.writeString(tmp.resolve("results.txt"), run.out());
        Out judged = agentlint("probe", "--judge", results.toString(), "-f", "sarif");
        JsonNode sarif = JSON.readTree(judged.out());
        JsonNode result = null;
        for (JsonNode r : sarif.at("/runs/0/results")) if (r.get("ruleId").asText().equals("network.target")) result = r;
        assertThat(result).isNotNull();
        assertThat(result.get("kind").asText()).isEqualTo("pass");
        assertThat(result.get("level").asText()).isEqualTo("none");
        assertThat(result.at("/locations/0/logicalLocations/0/fullyQualifiedName").asText()).startsWith("environment: ");
        assertThat(sarif.at("/runs/0/tool/driver/rules").size()).isEqualTo(Check.values().length);
        assertThat(sarif.at("/runs/0/properties/environment/kernel").asText()).startsWith("Linux");
        // Open checks are failures at level error.
        for (JsonNode r : sarif.at("/runs/0/results")) {
            if (r.at("/properties/outcome").asText().equals("open")) assertThat(r.get("level").asText()).isEqualTo("error");
        }
    }

    @Test
    void theTextReportListsWhatIsOpenFirstAndNamesTheEnvironment() throws IOException {
        Path results = Files.writeString(tmp.resolve("r.txt"), String.join("\n", Evidence.HEADER, "env kernel Linux 6.1 x86_64",
                "env os Alpine Linux v3.20", "env uid 1000", "env marker /run/.containerenv", "env containerenv podman-5.0.0",
                "env agent claude 2.0.1 /usr/local/bin/claude", "net tcp target refused 10.0.0.5 22",
                "net tcp target connected ::1 8080", "end", ""));
        Out r = agentlint("probe", "--judge", results.toString());
        assertThat(r.exit()).isEqualTo(1);
        String[] lines = r.out().split("\n");
        assertThat(lines[0]).isEqualTo("agentlint probe: Alpine Linux v3.20, Linux 6.1 x86_64, uid 1000, container: podman (podman-5.0.0)");
        assertThat(lines[1]).isEqualTo("  agent claude 2.0.1 (/usr/local/bin/claude)");
        assertThat(lines[3]).startsWith("open           network.target           [::1]:8080: connected");
        assertThat(r.out()).contains("blocked        network.target           10.0.0.5:22: refused");
    }

    @Test
    void evidenceThatIsNotTheScriptsOrStopsShortExitsTwo() throws IOException {
        Path foreign = Files.writeString(tmp.resolve("foreign.txt"), "net tcp target connected 1.2.3.4 80\nend\n");
        Out r = agentlint("probe", "--judge", foreign.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("not the output of agentlint's probe script");
        Path cut = Files.writeString(tmp.resolve("cut.txt"), Evidence.HEADER + "\nenv uid 1000\n");
        Out c = agentlint("probe", "--judge", cut.toString(), "-f", "json");
        assertThat(c.exit()).isEqualTo(2);
        assertThat(JSON.readTree(c.out()).at("/summary/complete").asBoolean()).isFalse();
        assertThat(agentlint("probe", "--judge", tmp.resolve("missing").toString()).exit()).isEqualTo(2);
    }

    @Test
    void badOptionsAreUsageErrors() {
        assertThat(agentlint("probe", "--target", "nohost").exit()).isEqualTo(2);
        assertThat(agentlint("probe", "--target", "127.0.0.1:70000").exit()).isEqualTo(2);
        assertThat(agentlint("probe", "--decoy-token", "short").exit()).isEqualTo(2);
        assertThat(agentlint("probe", "--timeout", "0").exit()).isEqualTo(2);
        assertThat(agentlint("probe", "--emit-script", "--judge", "x").exit()).isEqualTo(2);
        Out nl = agentlint("probe", "--emit-script", "--decoy", "/a\n/b");
        assertThat(nl.exit()).isEqualTo(2);
        assertThat(nl.err()).contains("--decoy must be one non-empty line");
    }

    @Test
    void hostileSettingsStayLiteralInTheScript() throws IOException {
        Path script = tmp.resolve("s.sh");
        String nasty = "/tmp/x'; touch " + tmp.resolve("pwned") + "; echo '$(id)`id`";
        Out r = agentlint("probe", "--emit-script", "--decoy", nasty, "--protect", nasty, "--target", target(), "--timeout", "1",
                "-o", script.toString());
        assertThat(r.exit()).isZero();
        Map<String, String> env = new HashMap<>();
        env.put("PATH", System.getenv("PATH"));
        env.put("TMPDIR", tmp.toString());
        ProbeHarness.Run run = ProbeHarness.exec(List.of("sh", script.toString()), env, false);
        assertThat(run.out()).contains("file decoy absent " + nasty).contains("protect absent " + nasty);
        assertThat(tmp.resolve("pwned")).doesNotExist();
    }

    @Test
    void hostileEvidenceIsJudgedWithoutCrashingOrForgingLines() throws IOException {
        StringBuilder b = new StringBuilder(Evidence.HEADER).append('\n');
        b.append("env os \u001b]0;owned\u0007 evil\n");
        b.append("file decoy readable /x\u001b[2J\n");
        b.append("net tcp\n").append("status CapEff zzzz\n").append("cgroup pids.max\n").append("socket engine\n");
        b.append("x".repeat(Evidence.MAX_LINE_CHARS * 3)).append('\n');
        b.append("uidmap\n").append("token found\n").append("procenv\n").append("escape symlink\n").append("end\n");
        Path results = Files.writeString(tmp.resolve("hostile.txt"), b, StandardCharsets.UTF_8);
        for (String format : List.of("text", "json", "sarif")) {
            Out r = agentlint("probe", "--judge", results.toString(), "-f", format);
            assertThat(r.exit()).as(format + ": " + r.err()).isIn(0, 1);
            assertThat(r.out()).doesNotContain("\u001b");
            if (!format.equals("text")) JSON.readTree(r.out());
        }
    }

    @Test
    void theDocumentedJsonExampleMatchesTheSchema() throws IOException {
        String doc = Files.readString(Path.of("docs/probe.md"), StandardCharsets.UTF_8);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("```json\\n(.*?)```", java.util.regex.Pattern.DOTALL).matcher(doc);
        JsonNode schema = JSON.readTree(Path.of("docs/schemas/probe-report-v1.schema.json").toFile());
        int n = 0;
        while (m.find()) {
            assertThat(JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(schema).validate(JSON.readTree(m.group(1))))
                    .isEmpty();
            n++;
        }
        assertThat(n).isEqualTo(1);
        for (Check c : Check.values()) assertThat(doc).as("docs/probe.md documents %s", c.id()).contains("`" + c.id() + "`");
    }
}
