package dev.agentlint.filter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.CommentSpans;
import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import dev.agentlint.discover.Classifier;
import dev.agentlint.model.FileFacts;
import dev.agentlint.pipeline.FileCheck;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The comments the parsers record are the comments the lexer they replace found, over every
 * fixture and the real corpus, except the listed cases, where the parser is right.
 */
class ParsedCommentsTest {

    static final Path TESTDATA = Path.of("testdata");
    static final Path CORPUS = Path.of(System.getProperty("agentlint.corpus", "../shared/corpus/real"));

    /** The corpus folders whose format has a parser that records comments. */
    static final Map<String, Format> CORPUS_FOLDERS = Map.of("quadlet", Format.QUADLET, "codex", Format.CODEX_CONFIG,
            "systemd", Format.SYSTEMD_UNIT, "wslconf", Format.WSL_CONF, "wslconfig", Format.WSL_CONFIG);

    private static final String HASH_IN_WORD =
            "'#' right after $(…) continues the word, as bash reads it: the lexer took it for a comment and the ignore in it for real";

    /** Corpus files read for their own format, whatever their folder: by the name they had in their repository (MANIFEST.tsv). */
    static final Set<Format> BY_SOURCE_NAME = Set.of(Format.MAKEFILE, Format.JUSTFILE, Format.CREDENTIAL_FILE);

    private static final String SIGIL_THEN_COMMENT =
            "'@#' in a recipe: the '@' is make's or just's, and the shell gets a comment; the lexer saw no word start before the '#'";

    private static final String MAKE_HAS_NO_QUOTES =
            "an apostrophe in a make line is text to make: the lexer opened a shell quote there, which hid the comments after it"
            + " or took a '#' in the recipe's real quotes for one";

    private static final String BARE_VALUE_APOSTROPHE =
            "an apostrophe inside a bare env value opens no quote (a quote opens a value only where it starts): the lexer opened"
            + " one there, which hid the comments after it or took a '#' in a quoted value for one";

    /** Files where parser and lexer disagree, and why the parser is right. */
    static final Map<String, String> EXPLAINED = Map.ofEntries(
            Map.entry("testdata/tls-verification-disabled/bad/scripts/fetch-tool.sh", HASH_IN_WORD),
            Map.entry("testdata/tls-verification-disabled/fixed/scripts/fetch-tool.sh", HASH_IN_WORD),
            Map.entry("testdata/permission-bypass-outside-isolation/good/just/justfile", SIGIL_THEN_COMMENT),
            Map.entry("testdata/permission-bypass-outside-isolation/good/make/Makefile", SIGIL_THEN_COMMENT),
            Map.entry("testdata/ignore-without-reason/bad/make/Makefile", MAKE_HAS_NO_QUOTES),
            Map.entry("testdata/ignore-without-reason/good/make/Makefile", MAKE_HAS_NO_QUOTES),
            Map.entry("testdata/ignore-without-reason/good/make/defs.mk",
                    "a define body is a variable's value, '#' lines and all: make reads no comments in it, the lexer did"),
            Map.entry("testdata/ignore-without-reason/bad/env/.env", BARE_VALUE_APOSTROPHE),
            Map.entry("testdata/ignore-without-reason/good/env/.env", BARE_VALUE_APOSTROPHE));

    @Test
    void theParsersFindTheCommentsTheLexerFound() throws IOException {
        Map<String, String> differences = new TreeMap<>();
        int[] compared = {0};
        try (Stream<Path> files = Files.walk(TESTDATA)) {
            for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
                Format f = fixtureFormat(p);
                if (f != null) compare(p, f, differences, compared);
            }
        }
        if (Files.isDirectory(CORPUS)) {
            for (Map.Entry<String, Format> e : CORPUS_FOLDERS.entrySet()) {
                Path dir = CORPUS.resolve(e.getKey());
                if (!Files.isDirectory(dir)) continue;
                try (Stream<Path> files = Files.list(dir)) {
                    for (Path p : files.filter(Files::isRegularFile).sorted().toList()) compare(p, e.getValue(), differences, compared);
                }
            }
            for (Map.Entry<Path, Format> e : bySourceName().entrySet()) compare(e.getKey(), e.getValue(), differences, compared);
        }
        assertThat(compared[0]).isGreaterThan(100);
        Map<String, String> unexplained = new TreeMap<>(differences);
        unexplained.keySet().removeAll(EXPLAINED.keySet());
        assertThat(unexplained).as("parser and lexer disagree").isEmpty();
        assertThat(differences.keySet()).as("explained cases that no longer differ").containsAll(EXPLAINED.keySet());
    }

    /** The corpus files whose name in their repository makes them a Makefile, a justfile or a credential file. */
    static Map<Path, Format> bySourceName() throws IOException {
        Map<Path, Format> out = new TreeMap<>();
        Path manifest = CORPUS.resolve("MANIFEST.tsv");
        if (!Files.isRegularFile(manifest)) return out;
        for (String line : Files.readAllLines(manifest, StandardCharsets.UTF_8)) {
            String[] cols = line.split("\t");
            if (cols.length < 4 || cols[0].equals("corpus_path")) continue;
            Path p = CORPUS.resolve(cols[0]);
            if (!Files.isRegularFile(p)) continue;
            String text = read(p);
            Format f = Classifier.classify(cols[3], () -> text.substring(0, Math.min(text.length(), Classifier.HEAD_CHARS)));
            if (f != null && BY_SOURCE_NAME.contains(f)) out.put(p, f);
        }
        return out;
    }

    /** The format discovery gives a fixture file, by its path inside the fixture's bad/ or good/ tree. */
    static Format fixtureFormat(Path p) throws IOException {
        Path rel = TESTDATA.relativize(p);
        if (rel.getNameCount() < 3) return null;
        String inTree = rel.subpath(2, rel.getNameCount()).toString().replace('\\', '/');
        String text = read(p);
        Format f = Classifier.classify(inTree, () -> text.substring(0, Math.min(text.length(), Classifier.HEAD_CHARS)));
        return f != null && CommentSyntax.of(f).fromParser() ? f : null;
    }

    static String read(Path p) throws IOException {
        String t = new String(Files.readAllBytes(p), StandardCharsets.UTF_8);
        return t.startsWith("\uFEFF") ? t.substring(1) : t;
    }

    private static void compare(Path p, Format format, Map<String, String> differences, int[] compared) throws IOException {
        String text = read(p);
        if (text.indexOf('\0') >= 0) return;
        SourceFile file = SourceFile.of(p.toString().replace('\\', '/'), format, text);
        CommentSyntax syntax = CommentSyntax.of(format);
        FileFacts facts = new FileCheck(AllRules.catalog()).run(file, dev.agentlint.model.RuleOptions.DEFAULTS,
                dev.agentlint.read.TreeFiles.NONE).facts();
        CommentSpans recorded = facts.comments(file);
        // A file its extractor parsed has its comments recorded: the filter needs no second pass.
        if (facts.parseFailure() == null) assertThat(recorded).as(file.displayPath()).isNotNull();
        List<String> parsed = describe(text, ParsedComments.of(file, syntax, recorded));
        // The spans extraction recorded are the spans the parser alone records.
        assertThat(parsed).as(file.displayPath()).isEqualTo(describe(text, ParsedComments.of(file, syntax, null)));
        List<String> lexed = describe(text, LexedComments.scan(text, LexedComments.of(format)));
        compared[0]++;
        if (!parsed.equals(lexed)) differences.put(file.displayPath(), firstDifference(parsed, lexed));
    }

    static List<String> describe(String text, List<? extends Object> comments) {
        List<String> out = new ArrayList<>();
        for (Object o : comments) {
            int start, end, bodyStart, bodyEnd;
            boolean before, after;
            if (o instanceof Comments.Comment c) {
                start = c.start(); end = c.end(); bodyStart = c.bodyStart(); bodyEnd = c.bodyEnd(); before = c.codeBefore(); after = c.codeAfter();
            } else {
                LexedComments.Comment c = (LexedComments.Comment) o;
                start = c.start(); end = c.end(); bodyStart = c.bodyStart(); bodyEnd = c.bodyEnd(); before = c.codeBefore(); after = c.codeAfter();
            }
            out.add(start + "-" + end + " [" + bodyStart + "-" + bodyEnd + "]" + (before ? " after code" : "") + (after ? " before code" : "")
                    + " " + dev.agentlint.base.Texts.abbreviate(text.substring(start, end), 50));
        }
        return out;
    }

    static String firstDifference(List<String> parsed, List<String> lexed) {
        List<String> onlyParsed = new ArrayList<>(parsed);
        onlyParsed.removeAll(lexed);
        List<String> onlyLexed = new ArrayList<>(lexed);
        onlyLexed.removeAll(parsed);
        return "parser only " + onlyParsed.subList(0, Math.min(3, onlyParsed.size())) + "; lexer only "
                + onlyLexed.subList(0, Math.min(3, onlyLexed.size()));
    }

    /** The comment texts each reader finds in {@code text}. */
    private static List<String> parsedTexts(Format format, String text) {
        List<String> out = new ArrayList<>();
        SourceFile file = SourceFile.of("f", format, text);
        for (Comments.Comment c : ParsedComments.of(file, CommentSyntax.of(format), null)) out.add(text.substring(c.start(), c.end()));
        return out;
    }

    private static List<String> lexedTexts(Format format, String text) {
        List<String> out = new ArrayList<>();
        for (LexedComments.Comment c : LexedComments.scan(text, LexedComments.of(format))) out.add(text.substring(c.start(), c.end()));
        return out;
    }

    /** A {@code #} that continues a word after a command substitution is data, as bash reads it; the lexer took it for a comment. */
    @Test
    void shellHashAfterACommandSubstitutionInTheSameWordIsData() {
        String sh = "curl -k https://x/tool-$(uname -m)#agentlint: ignore[RUN-025] data\necho $(date) # a comment\n";
        assertThat(lexedTexts(Format.SHELL, sh)).containsExactly("#agentlint: ignore[RUN-025] data", "# a comment");
        assertThat(parsedTexts(Format.SHELL, sh)).containsExactly("# a comment");
    }

    /** A Dockerfile here-document's body is data (a file's content, a script's lines), not Dockerfile comments. */
    @Test
    void dockerfileHereDocumentBodiesHoldNoComments() {
        String df = "FROM alpine\n# a comment\nCOPY <<EOF /etc/motd\n# agentlint: ignore[RUN-025] data\nEOF\n";
        assertThat(lexedTexts(Format.DOCKERFILE, df)).containsExactly("# a comment", "# agentlint: ignore[RUN-025] data");
        assertThat(parsedTexts(Format.DOCKERFILE, df)).containsExactly("# a comment");
    }

    /** In WSL's dialect a backslash continues a quoted value on the next line, still quoted: its {@code #} is data. */
    @Test
    void wslQuotedValueContinuedOnTheNextLineHoldsNoComment() {
        String conf = "[boot]\ncommand = \"echo \\\n# agentlint: ignore[RUN-025] data\" # a comment\n";
        assertThat(lexedTexts(Format.WSL_CONF, conf)).containsExactly("# agentlint: ignore[RUN-025] data\" # a comment");
        assertThat(parsedTexts(Format.WSL_CONF, conf)).containsExactly("# a comment");
    }

    /** Where a parser stops (a TOML syntax error), its comments before the error count, and whole comment lines after it. */
    @Test
    void afterAParseErrorWholeCommentLinesStillCount() {
        String toml = "a = 1 # before\nb = = 2 # on the error's line\n# after\nc = 3 # trailing, after\n";
        assertThat(parsedTexts(Format.CODEX_CONFIG, toml)).containsExactly("# before", "# after");
        String unit = "[Service]\n; before\nnot a line\n  # after\n";
        assertThat(parsedTexts(Format.SYSTEMD_UNIT, unit)).containsExactly("; before", "# after");
    }

    /** A file that does not parse still honours an ignore of its parse error on the line above the error. */
    @Test
    void aFileThatDoesNotParseHonoursTheIgnoreAboveTheError() {
        String toml = "model = \"o3\"\n# agentlint: ignore[parse-error] generated by our template tool\nsandbox_mode = = \"x\"\n";
        SourceFile file = SourceFile.of(".codex/config.toml", Format.CODEX_CONFIG, toml);
        FileFacts facts = new FileCheck(AllRules.catalog()).run(file, dev.agentlint.model.RuleOptions.DEFAULTS,
                dev.agentlint.read.TreeFiles.NONE).facts();
        assertThat(facts.parseFailure()).isNotNull();
        List<InlineIgnores.Directive> ds = InlineIgnores.read(file, facts.comments(file), AllRules.catalog());
        assertThat(ds).singleElement().satisfies(d -> {
            assertThat(d.lines()).contains(facts.parseFailure().location().span().line());
            assertThat(d.ruleIds()).contains("parse-error");
        });
    }
}
