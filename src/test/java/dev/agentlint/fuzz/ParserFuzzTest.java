package dev.agentlint.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.config.Config;
import dev.agentlint.config.ConfigException;
import dev.agentlint.config.ConfigParser;
import dev.agentlint.extract.container.CredentialFiles;
import dev.agentlint.filter.Baseline;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.TomlTreeParser;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.ini.WslIni;
import dev.agentlint.parse.ini.WslIniParser;
import dev.agentlint.parse.powershell.PowerShellParser;
import dev.agentlint.parse.powershell.PsStatement;
import dev.agentlint.parse.powershell.PsWord;
import dev.agentlint.parse.shell.ShellParser;
import dev.agentlint.parse.shell.ShellScript;
import dev.agentlint.parse.shell.SyntaxProblem;
import dev.agentlint.parse.tree.ListNode;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.unit.UnitFile;
import dev.agentlint.parse.unit.UnitFileParser;
import dev.agentlint.parse.xml.XmlTreeParser;
import dev.agentlint.base.LineIndex;
import dev.agentlint.base.SourceFile;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One fuzz target per parser. Each takes any bytes and may only return a result or throw
 * {@link ParseException} with a position; Jazzer reports anything else (another exception, a
 * StackOverflowError, an OutOfMemoryError, a timeout) as a finding.
 *
 * <p>The normal test suite runs every target once per input in
 * {@code src/test/resources/dev/agentlint/fuzz/ParserFuzzTestInputs/<method>/} (regression mode);
 * docs/fuzzing.md says how to fuzz one for real.
 */
class ParserFuzzTest {

    private static final RuleCatalog CATALOG = AllRules.catalog();

    @FuzzTest
    void jsonStrict(byte[] data) {
        Contract.parseOrRefuse(data, (text, lines) -> spansWithin(JsonTreeParser.parse(text, false), lines));
    }

    @FuzzTest
    void jsonc(byte[] data) {
        Contract.parseOrRefuse(data, (text, lines) -> spansWithin(JsonTreeParser.parse(text, true), lines));
    }

    @FuzzTest
    void yaml(byte[] data) {
        Contract.parseOrRefuse(data, (text, lines) -> {
            for (Node doc : YamlTreeParser.parseAll(text)) spansWithin(doc, lines);
        });
    }

    @FuzzTest
    void toml(byte[] data) {
        Contract.parseOrRefuse(data, (text, lines) -> spansWithin(TomlTreeParser.parse(text), lines));
    }

    @FuzzTest
    void xml(byte[] data) {
        Contract.parseOrRefuse(data, (text, lines) -> XmlTreeParser.parse(text, lines));
    }

    @FuzzTest
    void unitFile(byte[] data) {
        Contract.parseOrRefuse(data, (text, lines) -> {
            for (UnitFile.Section s : UnitFileParser.parse(text, lines).sections()) {
                for (UnitFile.Entry e : s.entries()) Contract.within(e.span(), lines, "entry " + e.key());
            }
        });
    }

    @FuzzTest
    void wslIni(byte[] data) {
        Contract.bounded(() -> {
            String text = Contract.utf8(data);
            LineIndex lines = new LineIndex(text);
            for (WslIniParser.Dialect d : WslIniParser.Dialect.values()) {
                WslIni ini = WslIniParser.parse(text, d);
                for (WslIni.Entry e : ini.entries()) Contract.within(e.span(), lines, "entry " + e.key());
                for (WslIni.Problem p : ini.problems()) Contract.within(p.span(), lines, "problem " + p.message());
            }
        });
    }

    @FuzzTest
    void shell(byte[] data) {
        Contract.bounded(() -> {
            String text = Contract.utf8(data);
            ShellScript script = ShellParser.parse(text);
            for (SyntaxProblem p : script.problems()) {
                if (p.offset() < 0 || p.offset() > text.length()) {
                    throw new AssertionError("problem '" + p.message() + "' at offset " + p.offset() + " of " + text.length());
                }
            }
        });
    }

    /** Every position the PowerShell parser gives lies inside the text, in order. */
    @FuzzTest
    void powershell(byte[] data) {
        Contract.bounded(() -> {
            String text = Contract.utf8(data);
            for (PsStatement st : PowerShellParser.parse(text).statements()) {
                inside(text, st.start(), st.end());
                List<PsWord> words = st instanceof PsStatement.Command c ? c.words()
                        : ((PsStatement.Assignment) st).value() == null ? List.of() : ((PsStatement.Assignment) st).value();
                for (PsWord w : words) {
                    inside(text, w.start(), w.end());
                    for (PsWord.Part part : w.parts()) {
                        if (part instanceof PsWord.Text t) {
                            if (t.origins().length != t.text().length()) throw new AssertionError("origins for " + t.text());
                            for (int o : t.origins()) inside(text, o, o);
                        }
                    }
                }
            }
        });
    }

    /**
     * Credential files of every kind: the entries' values are where their positions say, on the
     * file's lines (a finding points at the secret itself).
     */
    @FuzzTest
    void credentialFiles(byte[] data) {
        Contract.bounded(() -> {
            String text = Contract.utf8(data);
            for (String name : new String[] {".env", ".npmrc", ".netrc", ".git-credentials", ".docker/config.json"}) {
                SourceFile f = SourceFile.of(name, dev.agentlint.base.Format.SHELL, text);
                for (CredentialFiles.Entry e : CredentialFiles.entries(f, name)) {
                    dev.agentlint.base.Span at = e.location().span();
                    if (at.line() < 1 || at.endLine() > f.lines().lineCount() + 1 || at.line() > at.endLine()) {
                        throw new AssertionError(name + ": " + e.name() + " at " + at + " outside " + f.lines().lineCount() + " lines");
                    }
                }
            }
        });
    }

    private static void inside(String text, int start, int end) {
        if (start < 0 || end < start || end > text.length()) {
            throw new AssertionError("[" + start + ", " + end + ") outside a text of " + text.length());
        }
    }

    /** {@code .agentlint.yaml}: a pull request can add one, so it is hostile input too; only ConfigException may come out. */
    @FuzzTest
    void agentlintConfig(byte[] data) {
        Contract.bounded(() -> {
            String text = Contract.utf8(data);
            try {
                Config c = ConfigParser.parse(SourceFile.of(".agentlint.yaml", null, text), Path.of("").toAbsolutePath(), CATALOG);
                c.exclusions(false).under(Path.of("").toAbsolutePath()).excluded(Path.of("").toAbsolutePath().resolve("a/b/c.yaml"), false);
                c.optionsFor(Path.of("").toAbsolutePath().resolve("compose.yaml"));
            } catch (ConfigException refused) {
                // a clear refusal with the file and position in its message
            }
        });
    }

    /** A baseline file (--baseline): only ConfigException may come out. */
    @FuzzTest
    void baseline(byte[] data) {
        Contract.bounded(() -> {
            try {
                Path file = Files.createTempFile("agentlint-fuzz-baseline", ".json");
                try {
                    Files.write(file, data);
                    Baseline.read(file, "baseline.json");
                } finally {
                    Files.deleteIfExists(file);
                }
            } catch (ConfigException refused) {
                // a clear refusal
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private static void spansWithin(Node node, LineIndex lines) {
        // Iterative: the parsers bound depth, but the check should not depend on it.
        java.util.ArrayDeque<Node> todo = new java.util.ArrayDeque<>();
        todo.push(node);
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            Contract.within(n.entrySpan(), lines, "value at " + n.pointer());
            if (n instanceof MapNode m) for (MapNode.Entry e : m.entries()) todo.push(e.value());
            if (n instanceof ListNode l) for (Node e : l.elements()) todo.push(e);
        }
    }
}
