package dev.agentlint.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.agentlint.check.Finding;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.base.Format;
import dev.agentlint.filter.Filter;
import dev.agentlint.filter.FilterSettings;
import dev.agentlint.pipeline.FileCheck;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.report.GithubReporter;
import dev.agentlint.report.JsonReporter;
import dev.agentlint.report.Reporter;
import dev.agentlint.report.SarifReporter;
import dev.agentlint.report.TextReporter;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One fuzz target per format: any bytes, decoded as the scan's reader decodes a file, go through
 * the per-file path of a scan ({@link FileCheck}: the format's reader, the shell stage, every
 * rule), then the filter's inline ignores and every report format. Bad input may only become a
 * parse-error finding; any exception of a reader, a rule, the filter or a reporter is a finding
 * for Jazzer. Each input is read under every name that changes how its format is read
 * (settings scope, MCP client, Quadlet unit type …): the samples of its descriptor ({@link Format#samples}).
 *
 * <p>Seeds: {@code src/test/resources/dev/agentlint/fuzz/FormatFuzzTestInputs/<method>/}.
 */
class FormatFuzzTest {

    private static final RuleCatalog CATALOG = AllRules.catalog();
    private static final FileCheck CHECK = new FileCheck(CATALOG);
    private static final Path CWD = Path.of("").toAbsolutePath();
    // SARIF writes every rule's metadata into each report, which would cost most of a fuzzing
    // run's time: it runs when the test suite replays inputs; its per-finding part is JSON too.
    private static final List<Reporter> REPORTERS = Contract.fuzzing()
            ? List.of(new TextReporter(false, true), new JsonReporter(), new GithubReporter())
            : List.of(new TextReporter(false, true), new JsonReporter(), new SarifReporter(CWD), new GithubReporter());

    @Test
    void everyFormatHasATarget() {
        for (Format f : Format.values()) {
            String method = Character.toLowerCase(f.name().charAt(0)) + camel(f.name()).substring(1);
            assertThat(List.of(getClass().getDeclaredMethods())).as("a @FuzzTest for " + f)
                    .anyMatch(m -> m.getName().equals(method) && m.isAnnotationPresent(FuzzTest.class));
        }
    }

    private static String camel(String enumName) {
        StringBuilder b = new StringBuilder();
        for (String part : enumName.split("_")) b.append(part.charAt(0)).append(part.substring(1).toLowerCase(java.util.Locale.ROOT));
        return b.toString();
    }

    @FuzzTest
    void credentialFile(byte[] data) {
        check(Format.CREDENTIAL_FILE, data);
    }

    @FuzzTest
    void claudeSettings(byte[] data) {
        check(Format.CLAUDE_SETTINGS, data);
    }

    @FuzzTest
    void mcpConfig(byte[] data) {
        check(Format.MCP_CONFIG, data);
    }

    @FuzzTest
    void codexConfig(byte[] data) {
        check(Format.CODEX_CONFIG, data);
    }

    @FuzzTest
    void srtSettings(byte[] data) {
        check(Format.SRT_SETTINGS, data);
    }

    @FuzzTest
    void dockerfile(byte[] data) {
        check(Format.DOCKERFILE, data);
    }

    @FuzzTest
    void compose(byte[] data) {
        check(Format.COMPOSE, data);
    }

    @FuzzTest
    void devcontainer(byte[] data) {
        check(Format.DEVCONTAINER, data);
    }

    @FuzzTest
    void kube(byte[] data) {
        check(Format.KUBE, data);
    }

    @FuzzTest
    void quadlet(byte[] data) {
        check(Format.QUADLET, data);
    }

    @FuzzTest
    void systemdUnit(byte[] data) {
        check(Format.SYSTEMD_UNIT, data);
    }

    @FuzzTest
    void launchdPlist(byte[] data) {
        check(Format.LAUNCHD_PLIST, data);
    }

    @FuzzTest
    void lima(byte[] data) {
        check(Format.LIMA, data);
    }

    @FuzzTest
    void wsb(byte[] data) {
        check(Format.WSB, data);
    }

    @FuzzTest
    void wslConf(byte[] data) {
        check(Format.WSL_CONF, data);
    }

    @FuzzTest
    void wslConfig(byte[] data) {
        check(Format.WSL_CONFIG, data);
    }

    @FuzzTest
    void shell(byte[] data) {
        check(Format.SHELL, data);
    }

    @FuzzTest
    void powershell(byte[] data) {
        check(Format.POWERSHELL, data);
    }

    @FuzzTest
    void batch(byte[] data) {
        check(Format.BATCH, data);
    }

    @FuzzTest
    void githubWorkflow(byte[] data) {
        check(Format.GITHUB_WORKFLOW, data);
    }

    @FuzzTest
    void githubAction(byte[] data) {
        check(Format.GITHUB_ACTION, data);
    }

    @FuzzTest
    void packageJson(byte[] data) {
        check(Format.PACKAGE_JSON, data);
    }

    @FuzzTest
    void makefile(byte[] data) {
        check(Format.MAKEFILE, data);
    }

    @FuzzTest
    void taskfile(byte[] data) {
        check(Format.TASKFILE, data);
    }

    @FuzzTest
    void devbox(byte[] data) {
        check(Format.DEVBOX, data);
    }

    @FuzzTest
    void geminiSettings(byte[] data) {
        check(Format.GEMINI_SETTINGS, data);
    }

    @FuzzTest
    void justfile(byte[] data) {
        check(Format.JUSTFILE, data);
    }

    @FuzzTest
    void mise(byte[] data) {
        check(Format.MISE, data);
    }

    @FuzzTest
    void vscodeSettings(byte[] data) {
        check(Format.VSCODE_SETTINGS, data);
    }

    static void check(Format format, byte[] data) {
        String text = Contract.asRead(data);
        if (text == null) return; // the reader refuses it (binary, UTF-32): nothing reaches a parser
        for (Format.Sample sample : format.samples()) Contract.bounded(() -> check(format, sample.path(), text));
    }

    private static void check(Format format, String name, String text) {
        FileCheck.Result r = CHECK.run(name, format, text);
        for (FileCheck.Failure f : r.failures()) rethrow(f);
        var lines = r.facts().file().lines();
        if (r.facts().parseFailure() != null) {
            Contract.within(r.facts().parseFailure().location().span(), lines, "parse failure");
        }
        for (Finding f : r.findings()) Contract.within(f.span(), lines, f.ruleId() + " finding");
        List<Finding> filtered = new Filter(FilterSettings.defaults(), CATALOG, CWD).file(r.facts().file(), r.findings(), true);
        report(new ScanResult(filtered, 1, new TreeMap<>(Map.of(format.id(), 1)), List.of(), List.of(), List.of()));
    }

    /** The original throwable, so Jazzer deduplicates findings by where they were thrown. */
    private static void rethrow(FileCheck.Failure f) {
        if (f.error() instanceof RuntimeException e) throw e;
        if (f.error() instanceof Error e) throw e;
        throw new AssertionError(f.message(), f.error());
    }

    private static void report(ScanResult result) {
        for (Reporter r : REPORTERS) {
            try {
                r.write(result, CATALOG, new StringWriter());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
