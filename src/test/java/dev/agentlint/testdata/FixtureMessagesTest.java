package dev.agentlint.testdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.check.Finding;
import dev.agentlint.check.Lang;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.report.SafeText;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every message the rules' fixtures produce, as the reports show it, in every language:
 * {@code testdata/messages.<lang>.txt}, one line per finding (made printable as the text report makes it) of a fixture's own rule (and one per
 * related place, indented), grouped by rule. A message that changes in any language shows in the
 * diff under review; the English file is also what proves a message turned into a template still
 * reads byte for byte as before.
 *
 * <p>After an intended change, regenerate with {@code -Dagentlint.updateTestdata=true} and review the diff.
 */
class FixtureMessagesTest {

    private static final boolean UPDATE = Boolean.getBoolean("agentlint.updateTestdata");
    private static final Pattern HAN = Pattern.compile("\\p{IsHan}");

    private static final Map<Lang, List<String>> ACTUAL = new EnumMap<>(Lang.class);
    private static final List<Finding> ALL = new ArrayList<>();
    private static RuleCatalog catalog;

    @BeforeAll
    static void scanEveryFixture() {
        catalog = AllRules.catalog();
        for (Lang lang : Lang.values()) ACTUAL.put(lang, new ArrayList<>());
        for (String id : catalog.ids()) {
            Path dir = RuleFixturesTest.TESTDATA.resolve(id).toAbsolutePath();
            for (Lang lang : Lang.values()) ACTUAL.get(lang).add("# " + id);
            for (String tree : List.of("bad", "good")) {
                ScanResult result = RuleFixturesTest.scan(catalog, dir, dir.resolve(tree));
                for (Finding f : result.findings()) {
                    if (!f.ruleId().equals(id)) continue;
                    ALL.add(f);
                    for (Lang lang : Lang.values()) {
                        List<String> out = ACTUAL.get(lang);
                        out.add(f.path() + ":" + f.span().line() + ":" + f.span().column() + " " + SafeText.line(catalog.message(f, lang)));
                        for (Finding.Related r : f.related()) {
                            out.add("  = " + r.path() + ":" + r.span().line() + ":" + r.span().column() + " "
                                    + SafeText.line(catalog.message(f, r, lang)));
                        }
                    }
                }
            }
        }
    }

    @Test
    void englishMessagesAreTheCheckedInOnes() throws IOException {
        compare(Lang.EN);
    }

    @Test
    void chineseMessagesAreTheCheckedInOnes() throws IOException {
        compare(Lang.ZH_CN);
    }

    /** A report in English says exactly what the finding says: rendering a template again changes nothing. */
    @Test
    void theEnglishOfATemplateIsTheFindingsMessage() {
        for (Finding f : ALL) assertThat(catalog.message(f, Lang.EN)).isEqualTo(f.message());
    }

    /**
     * Every rule states its messages as templates (and what its related places say), so that each
     * reads in every language; a message put together in Java would be English in all of them.
     */
    @Test
    void everyFixtureMessageIsATemplate() {
        java.util.List<String> plain = new java.util.ArrayList<>();
        for (Finding f : ALL) {
            if (f.template() == null) plain.add(f.ruleId() + " " + f.path() + ":" + f.span().line() + ": " + f.message());
            for (Finding.Related r : f.related()) if (r.template() == null) plain.add(f.ruleId() + " related " + r.path() + ": " + r.message());
        }
        assertThat(plain).as("messages put together in Java, not templates").isEmpty();
    }

    /** Where a rule's messages are templates, a Chinese report of its findings is in Chinese. */
    @Test
    void aTemplatedMessageReadsInChinese() {
        for (Finding f : ALL) {
            if (f.template() == null) continue;
            assertThat(catalog.message(f, Lang.ZH_CN)).as(f.ruleId() + " " + f.template()).containsPattern(HAN);
            for (Finding.Related r : f.related()) {
                if (r.template() != null) assertThat(catalog.message(f, r, Lang.ZH_CN)).as(f.ruleId() + " " + r.template()).containsPattern(HAN);
            }
        }
    }

    /**
     * A Chinese message carries no English of agentlint's own: the words other stages write into
     * it (where a command runs, what a path is, why a reference was not followed) are phrases with
     * a translation ({@code base.Phrase}). What the file or the system says — every value of the
     * message, masked here — stays as written, and so does code the templates quote.
     */
    @Test
    void aChineseMessageCarriesNoEnglishOfItsOwn() {
        List<String> english = new ArrayList<>();
        for (Finding f : ALL) {
            if (f.template() == null) {
                english.add(f.ruleId() + " " + f.path() + ": no template: " + f.message());
                continue;
            }
            Finding masked = new Finding(f.ruleId(), f.level(), f.message(), f.path(), f.span(), f.logicalPath(), f.evidence(),
                    f.snippet(), f.suppression(), List.of(), f.template().withValues(FixtureMessagesTest::mask), null);
            english.addAll(englishIn(f, catalog.message(masked, Lang.ZH_CN)));
            for (Finding.Related r : f.related()) {
                if (r.template() == null) continue;
                Finding.Related m = new Finding.Related(r.path(), r.span(), r.message(), r.template().withValues(FixtureMessagesTest::mask));
                english.addAll(englishIn(f, catalog.message(f, m, Lang.ZH_CN)));
            }
        }
        assertThat(english).as("Chinese messages with English of agentlint's own (a phrase or template without a translation)").isEmpty();
    }

    /** A value as the check sees it: one character that is not a letter, so no English run forms across it. */
    private static String mask(String value) {
        return "\u00b7";
    }

    private static List<String> englishIn(Finding f, String zh) {
        Matcher m = ENGLISH_RUN.matcher(QUOTED.matcher(zh).replaceAll(""));
        return m.find() ? List.of(f.ruleId() + " " + f.path() + ":" + f.span().line() + ": \"" + m.group() + "\" in " + zh) : List.of();
    }

    private static final Pattern QUOTED = Pattern.compile("`[^`]*`|\"[^\"]*\"|'[^']*'");
    private static final Pattern ENGLISH_RUN = Pattern.compile("(?:[A-Za-z]+ ){3,}[A-Za-z]+");

    private static void compare(Lang lang) throws IOException {
        Path file = RuleFixturesTest.TESTDATA.resolve("messages." + lang.tag() + ".txt");
        List<String> actual = ACTUAL.get(lang);
        if (UPDATE) Files.writeString(file, String.join("\n", actual) + "\n", StandardCharsets.UTF_8);
        List<String> expected = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertThat(actual).as("%s (regenerate with -Dagentlint.updateTestdata=true and review the diff)", file)
                .containsExactlyElementsOf(expected);
    }
}
