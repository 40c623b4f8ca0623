package dev.agentlint.cli;

import static dev.agentlint.cli.CliTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentlint.cli.CliTest.Run;
import dev.agentlint.report.SafeText;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hostile names and values through every reporter and every error line: what reaches a terminal or
 * a GitHub Actions log is one record per line, shows every control and format character as an
 * escape, and never starts a workflow command; JSON and SARIF carry the original values.
 */
class HostileOutputCliTest {

    /** ESC sequences (OSC title, SGR), BEL, a bidi override, isolates, RLM, a line separator, NEL, a C1 CSI, DEL, a tag character. */
    static final String NASTY = "\u001b]0;owned\u0007\u001b[31m\u202Eevil\u2066x\u2069\u200F\u2028\u0085\u009b\u007f\uDB40\uDC41";

    /** A line break followed by what the Actions runner would act on. */
    static final String FORGED = "\n::error file=x::forged\r::add-mask::secret\n  ::stop-commands::t\n##[set-env name=A]b";


    /** What the runner and a terminal take as lines: CR, LF, CRLF, and NEL/LS/PS for good measure. */
    static List<String> lines(String s) {
        return List.of(s.split("\r\n|[\r\n\u0085\u2028\u2029]", -1));
    }

    /** No character a terminal or the runner would act on, in any line; a line starting with "::" only where {@code commands} allows. */
    static void assertSafe(String output, boolean commands) {
        for (String line : lines(output)) {
            for (int i = 0; i < line.length(); ) {
                int cp = line.codePointAt(i);
                int type = Character.getType(cp);
                assertThat(cp == '\t' || type != Character.CONTROL && type != Character.FORMAT
                        && type != Character.SURROGATE && type != Character.LINE_SEPARATOR && type != Character.PARAGRAPH_SEPARATOR)
                        .as("U+%04X in %s", cp, line).isTrue();
                i += Character.charCount(cp);
            }
            assertThat(line).as(line).doesNotContain("##[");
            String trimmed = line.strip();
            if (trimmed.startsWith("::")) {
                assertThat(commands).as("a line that starts a workflow command: " + line).isTrue();
                assertThat(trimmed).as(line).matches("::(error|warning|notice) file=[^:]*(,[a-zA-Z]+=[^:,]*)*::.*");
            }
        }
    }

    private static Path hostileTree(Path dir) throws Exception {
        Path d = dir.resolve("a" + NASTY + FORGED.replace('/', '_')).resolve(".claude");
        Files.createDirectories(d);
        Files.writeString(d.resolve("settings.json"), "{\"permissions\": {\"defaultMode\": \"bypassPermissions\","
                + " \"allow\": [\"Bash(" + NASTY.replace("\u001b", "\\u001b").replace("\u0007", "\\u0007").replace("\u0085", "\\u0085")
                        .replace("\u009b", "\\u009b").replace("\u007f", "\\u007f") + " *)\", \"Bash(*)\"]}}");
        return d.getParent();
    }

    @Test
    void theSanitiserEscapesEveryClassAndGuardsTheRunnersCommands() {
        assertThat(SafeText.of("a\u202Eb")).isEqualTo("a\\u202Eb");
        assertThat(SafeText.of("\u001b[2J")).isEqualTo("\\u001B[2J");
        assertThat(SafeText.of("x\ny")).isEqualTo("x\\u000Ay");
        assertThat(SafeText.line("x\r\ny\nz")).isEqualTo("x y z");
        assertThat(SafeText.of("\uDB40\uDC41")).isEqualTo("\\U000E0041");
        assertThat(SafeText.of("\uD800x")).isEqualTo("\\uD800x");
        assertThat(SafeText.of("::error::x")).isEqualTo("\\u003A:error::x");
        assertThat(SafeText.of(" \u00a0::x")).isEqualTo(" \u00a0\\u003A:x");
        assertThat(SafeText.of("a ::x")).isEqualTo("a ::x");
        assertThat(SafeText.of("##[group]x")).isEqualTo("##\\u005Bgroup]x");
        assertThat(SafeText.of("tab\there, é, 日本, 😀")).isEqualTo("tab\there, é, 日本, 😀");
        String plain = "src/.claude/settings.json";
        assertThat(SafeText.of(plain)).isSameAs(plain);
        assertSafe(SafeText.of(NASTY + FORGED), false);
    }

    @Test
    void textAndGithubReportsOfHostileNamesAndValuesStayOneRecordPerLine(@TempDir Path dir) throws Exception {
        Path tree = hostileTree(dir);
        Run text = run("scan", "--no-color", tree.toString());
        assertThat(text.exit()).isEqualTo(1);
        assertThat(text.out()).contains("permission-bypass-by-default", "\\u202E", "\\u001B");
        assertSafe(text.out(), false);
        assertSafe(text.err(), false);
        Run github = run("scan", "--format", "github", tree.toString());
        assertThat(github.exit()).isEqualTo(1);
        assertThat(github.out()).contains("::error file=", "\\u202E");
        assertSafe(github.out(), true);
        assertSafe(github.err(), false);
    }

    @ParameterizedTest
    @ValueSource(strings = {"json", "sarif"})
    void machineFormatsCarryTheOriginalValues(String format, @TempDir Path dir) throws Exception {
        Path tree = hostileTree(dir);
        Run r = run("scan", "--format", format, tree.toString());
        assertThat(r.exit()).isEqualTo(1);
        JsonNode report = new ObjectMapper().readTree(r.out());
        List<String> paths = new ArrayList<>();
        report.findValues(format.equals("json") ? "path" : "uri").forEach(n -> paths.add(n.asText()));
        if (format.equals("json")) {
            assertThat(paths).anyMatch(p -> p.contains(NASTY) && p.contains("\n::error file=x::forged"));
        } else {
            assertThat(paths).anyMatch(p -> p.contains("a%1B%5D0;owned%07%1B%5B31m%E2%80%AEevil") && p.contains("%0A::error"));
        }
    }

    @Test
    void suppressionSourcesShownWithShowSuppressedAreSanitised(@TempDir Path dir) throws Exception {
        Path tree = hostileTree(dir);
        Files.writeString(tree.resolve(".agentlint.yaml"), "ignores:\n  - path: '**'\n    rule: permission-bypass-by-default\n"
                + "    reason: \"ok\\e]0;t\\a\\u202E\\n::error::x\"\n");
        Run r = run("scan", "--no-color", "--show-suppressed", tree.toString());
        assertThat(r.out()).contains("suppressed (error) permission-bypass-by-default");
        assertSafe(r.out(), false);
        assertSafe(r.err(), false);
    }

    @Test
    void configurationErrorsQuotingHostileKeysAndValuesStayOneSafeLine(@TempDir Path dir) throws Exception {
        Path tree = hostileTree(dir);
        for (String config : List.of(
                "rules:\n  \"sandbox\\e]0;x\\a\\u202E\\n::error::forged\": off\n",
                "exclude: [x]\nbogus\\u001b: 1\n",
                "exclude: [x]\n\"exlude\\n::add-mask::s\": [y]\n",
                "ignores:\n  - {path: a, rule: RUN-027, reason: r, expires: \"2025\\n::error::x\"}\n",
                "options:\n  agent-commands: [\"\\e[2J\\n::error::x\"]\n",
                "exclude: [\"[\\e\\n::error::x\"]\n")) {
            Files.writeString(tree.resolve(".agentlint.yaml"), config);
            Run r = run("scan", tree.toString());
            assertSafe(r.err(), false);
            assertSafe(r.out(), false);
        }
    }

    @Test
    void aBaselineWithHostileFieldsIsReportedSafely(@TempDir Path dir) throws Exception {
        Path tree = hostileTree(dir);
        Path baseline = tree.resolve("baseline.json");
        Files.writeString(baseline, "{\"agentlintBaseline\": 1, \"fingerprintVersion\": \"\\u001b]0;x\\u0007\\n::error::f\","
                + " \"findings\": [{\"fingerprint\": \"\\n::add-mask::x\", \"rule\": \"\\u202E\"}]}");
        Run r = run("scan", "--baseline", baseline.toString(), tree.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertSafe(r.err(), false);
    }

    @Test
    void configPointedAtAnotherFileDoesNotQuoteIt(@TempDir Path dir) throws Exception {
        Path tree = hostileTree(dir);
        Path secret = dir.resolve("secrets.yaml");
        Files.writeString(secret, "hunter2-token-value: 1\nother: 2\n");
        Run r = run("scan", "--config", secret.toString(), tree.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("not an agentlint configuration").doesNotContain("hunter2");
    }

    @Test
    void usageErrorsAndMissingPathsQuotingArgumentsAreSanitised(@TempDir Path dir) throws Exception {
        Run missing = run("scan", dir.resolve("no" + NASTY + FORGED).toString());
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("no such file or directory");
        assertSafe(missing.err(), false);
        Run usage = run("scan", "--format", "x" + NASTY + FORGED, dir.toString());
        assertThat(usage.exit()).isEqualTo(2);
        assertSafe(usage.err(), false);
        Run explain = run("explain", "x" + NASTY + FORGED);
        assertThat(explain.exit()).isEqualTo(2);
        assertSafe(explain.err(), false);
    }

    @Test
    void internalErrorsOnHostileNamesAreOneSafeLine(@TempDir Path dir) throws Exception {
        Path tree = hostileTree(dir);
        Path boom = tree.resolve("boom").resolve("x" + NASTY + FORGED.replace('/', '_'));
        Files.createDirectories(boom.resolve(".claude"));
        Files.writeString(boom.resolve(".claude/settings.json"), "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(new String[] {"scan", "--no-color", tree.toString()}, new PrintWriter(out, true), new PrintWriter(err, true),
                InternalFailureCliTest.failingOnBoom(() -> new IllegalStateException("bad\n::error::" + NASTY)));
        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("internal error on");
        assertSafe(err.toString(), false);
        assertSafe(out.toString(), false);
    }
}
