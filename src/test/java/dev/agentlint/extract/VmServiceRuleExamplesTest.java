package dev.agentlint.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.check.RuleCatalog;
import dev.agentlint.check.RuleMeta;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/** The documented examples of the VM, Windows and service rules: the bad one is flagged, the good one is not. */
class VmServiceRuleExamplesTest {

    private static final Map<String, String> FILE_FOR_FORMAT = Map.of(
            "lima", "agent.lima.yaml", "wsb", "trial.wsb", "wslconf", "etc/wsl.conf", "wslconfig", ".wslconfig",
            "systemd", "etc/systemd/system/agent.service", "launchd", "Library/LaunchAgents/com.example.agent.plist");

    private static final List<String> RULES = List.of(
            "vm-ssh-agent-forwarded", "vm-network-exposed", "wsb-networking-enabled", "wsb-mapped-folder-writable",
            "wsb-host-device-shared", "wsl-drives-automounted", "wsl-interop-enabled", "wsl-windows-path-appended",
            "wsl-boot-command-on-windows-drive", "wsl-connectivity-not-isolation", "wsl-firewall-disabled",
            "agent-service-unhardened", "agent-service-leaves-processes", "agent-service-autostarts");

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> examples() {
        RuleCatalog catalog = AllRules.catalog();
        return RULES.stream().flatMap(id -> catalog.meta(id).examples().stream().map(ex ->
                DynamicTest.dynamicTest(id + " (" + ex.format() + ")", () -> check(catalog, id, ex))));
    }

    private void check(RuleCatalog catalog, String id, RuleMeta.Example ex) throws IOException {
        String file = FILE_FOR_FORMAT.get(ex.format());
        assertThat(file).as("a file name for format %s", ex.format()).isNotNull();
        assertThat(count(catalog, id, "bad-" + ex.format(), file, ex.bad())).as("bad example of %s is flagged", id).isPositive();
        assertThat(count(catalog, id, "good-" + ex.format(), file, ex.good())).as("good example of %s is not flagged", id).isZero();
    }

    private long count(RuleCatalog catalog, String id, String sub, String file, String text) throws IOException {
        Path root = dir.resolve(id).resolve(sub);
        Path p = root.resolve(file);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        ScanResult r = new Scanner(new ScanOptions(root, 1 << 20, 1), catalog).scan(List.of(root));
        assertThat(r.errors()).isEmpty();
        return r.findings().stream().filter(f -> f.ruleId().equals(id)).count();
    }
}
