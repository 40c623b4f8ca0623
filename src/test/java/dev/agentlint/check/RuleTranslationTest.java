package dev.agentlint.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every rule is documented in Chinese ({@code rules/zh-CN/<id>.yaml}), no translation names a rule
 * that does not exist, and a translation says the same technical things as the English: the same
 * backquoted code (keys, flags, paths, values) and the same RUN-ids in each field. A cheap guard
 * that nothing technical was translated, dropped or mistyped; the prose is for a reader to judge.
 */
class RuleTranslationTest {

    private static final Path DIR = Path.of("rules", "zh-CN");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");
    private static final Pattern RUN = Pattern.compile("RUN-0[0-4][0-9]");
    private static final Pattern HAN = Pattern.compile("\\p{IsHan}");

    private static final Map<String, Function<RuleMeta, String>> FIELDS = new LinkedHashMap<>();

    static {
        FIELDS.put("title", RuleMeta::title);
        FIELDS.put("summary", RuleMeta::summary);
        FIELDS.put("rationale", RuleMeta::rationale);
        FIELDS.put("remediation", RuleMeta::remediation);
        FIELDS.put("exceptions", RuleMeta::exceptions);
    }

    @Test
    void everyRuleHasATranslationAndEveryTranslationARule() throws IOException {
        List<String> ids = AllRules.catalog().ids();
        Set<String> translated = new TreeSet<>();
        try (Stream<Path> files = Files.list(DIR)) {
            files.map(p -> p.getFileName().toString()).forEach(n -> {
                assertThat(n).as("rules/zh-CN/ holds only <rule-id>.yaml").endsWith(".yaml");
                translated.add(n.substring(0, n.length() - ".yaml".length()));
            });
        }
        assertThat(ids).as("rules without a Chinese translation in rules/zh-CN/").allSatisfy(id -> assertThat(translated).contains(id));
        assertThat(translated).as("translations in rules/zh-CN/ of rules that do not exist").allSatisfy(id -> assertThat(ids).contains(id));
    }

    @Test
    void aTranslationKeepsEveryCodeSpanAndRunIdOfTheEnglish() throws IOException {
        RuleCatalog catalog = AllRules.catalog();
        for (String id : catalog.ids()) {
            RuleMeta en = catalog.meta(id);
            RuleMeta zh = RuleTranslation.parse(Lang.ZH_CN, en, Files.readString(DIR.resolve(id + ".yaml")));
            for (Map.Entry<String, Function<RuleMeta, String>> f : FIELDS.entrySet()) {
                String english = f.getValue().apply(en);
                String chinese = f.getValue().apply(zh);
                String where = "rules/zh-CN/" + id + ".yaml " + f.getKey();
                assertThat(all(CODE, chinese)).as(where + ": the backquoted code of the English").isEqualTo(all(CODE, english));
                assertThat(all(RUN, chinese)).as(where + ": the RUN-ids of the English").isEqualTo(all(RUN, english));
                if (!chinese.isEmpty()) assertThat(chinese).as(where + " is in Chinese").containsPattern(HAN);
            }
        }
    }

    /**
     * Every finding message a rule has as a template is translated, names the same parameters
     * (RuleTranslation refuses any other) and keeps the English's backquoted code and RUN-ids.
     */
    @Test
    void everyMessageTemplateIsTranslatedWithTheSameParameters() throws IOException {
        RuleCatalog catalog = AllRules.catalog();
        for (String id : catalog.ids()) {
            RuleMeta en = catalog.meta(id);
            RuleMeta zh = RuleTranslation.parse(Lang.ZH_CN, en, Files.readString(DIR.resolve(id + ".yaml")));
            assertThat(zh.messages().keySet()).as(id).containsExactlyElementsOf(en.messages().keySet());
            for (Map.Entry<String, String> t : en.messages().entrySet()) {
                String where = "rules/zh-CN/" + id + ".yaml messages." + t.getKey();
                String chinese = zh.messages().get(t.getKey());
                // A template of values only ("{key}={value}") has no words to translate.
                boolean words = t.getValue().replaceAll("\\{[a-z][A-Za-z0-9]*}", "").matches("(?s).*[A-Za-z]{2,}.*");
                if (words) assertThat(chinese).as(where + " is translated").containsPattern(HAN);
                assertThat(Message.parameters(chinese)).as(where + ": the parameters of the English").isEqualTo(Message.parameters(t.getValue()));
                assertThat(all(CODE, chinese)).as(where + ": the backquoted code of the English").isEqualTo(all(CODE, t.getValue()));
                assertThat(all(RUN, chinese)).as(where + ": the RUN-ids of the English").isEqualTo(all(RUN, t.getValue()));
            }
        }
    }

    @Test
    void aTranslatedTemplateCannotNameOtherParameters() {
        RuleMeta en = new RuleMeta("x-rule", "X", Level.ERROR, List.of(), "1.0", "high", List.of(), "s", "r", "f", "", List.of(),
                Map.of("found", "{path} is shared with {via}."));
        String prose = "id: x-rule\ntitle: 标题\nsummary: 摘要\nrationale: 理由\nremediation: 做法\n";
        assertThat(RuleTranslation.parse(Lang.ZH_CN, en, prose + "messages:\n  found: \"{path} 共享给了 {via}。\"\n").messages())
                .containsEntry("found", "{path} 共享给了 {via}。");
        assertThat(RuleTranslation.parse(Lang.ZH_CN, en, prose).messages()).as("not translated yet: the English").isEqualTo(en.messages());
        assertThatThrownBy(() -> RuleTranslation.parse(Lang.ZH_CN, en, prose + "messages:\n  found: \"{path} 共享给了 {vía}。\"\n"))
                .hasMessageContaining("message found names [path]");
        assertThatThrownBy(() -> RuleTranslation.parse(Lang.ZH_CN, en, prose + "messages:\n  found: \"{path} 共享给了 {host}。\"\n"))
                .hasMessageContaining("message found names [host, path]");
        assertThatThrownBy(() -> RuleTranslation.parse(Lang.ZH_CN, en, prose + "messages:\n  other: \"别的\"\n"))
                .hasMessageContaining("message other is not one of the English rule's");
    }

    /** Code as a set, its white space collapsed: the English wraps a long span across lines where the Chinese need not. */
    private static Set<String> all(Pattern p, String text) {
        Set<String> out = new TreeSet<>();
        Matcher m = p.matcher(text);
        while (m.find()) out.add((m.groupCount() > 0 ? m.group(1) : m.group()).strip().replaceAll("\\s+", " "));
        return out;
    }

    @Test
    void theBuildsChineseCatalogueSaysWhatTheTranslationsSay() {
        Map<String, RuleMeta> compiled = CompiledCatalog.bundled(Lang.ZH_CN);
        assertThat(compiled).as("rules/catalog.zh-CN.bin is written by the build (process-classes)").isNotNull();
        RuleCatalog catalog = AllRules.catalog();
        assertThat(compiled.keySet()).containsExactlyInAnyOrderElementsOf(catalog.ids());
        for (String id : catalog.ids()) {
            RuleMeta fromYaml = RuleCatalog.loadYaml(id, Lang.ZH_CN);
            assertThat(compiled.get(id)).as(id).isEqualTo(fromYaml);
            assertThat(catalog.meta(id, Lang.ZH_CN)).as(id).isEqualTo(fromYaml);
            RuleMeta en = catalog.meta(id);
            assertThat(fromYaml).as(id + ": everything but the prose is the English rule's")
                    .extracting(RuleMeta::level, RuleMeta::runIds, RuleMeta::securitySeverity, RuleMeta::precision, RuleMeta::formats, RuleMeta::examples)
                    .containsExactly(en.level(), en.runIds(), en.securitySeverity(), en.precision(), en.formats(), en.examples());
        }
    }

    @Test
    void aTranslationCannotChangeWhatARuleIs() {
        RuleMeta en = AllRules.catalog().meta("sandbox-host-fallback");
        String prose = "title: 标题\nsummary: 摘要\nrationale: 理由\nremediation: 做法\n";
        assertThat(RuleTranslation.parse(Lang.ZH_CN, en, "id: sandbox-host-fallback\n" + prose).title()).isEqualTo("标题");
        assertThatThrownBy(() -> RuleTranslation.parse(Lang.ZH_CN, en, "id: sandbox-host-fallback\nlevel: note\n" + prose))
                .hasMessageContaining("rules/zh-CN/sandbox-host-fallback.yaml").hasMessageContaining("level");
        assertThatThrownBy(() -> RuleTranslation.parse(Lang.ZH_CN, en, "id: other-rule\n" + prose)).hasMessageContaining("id is other-rule");
        assertThatThrownBy(() -> RuleTranslation.parse(Lang.ZH_CN, en, "id: sandbox-host-fallback\n" + prose.replace("rationale: 理由\n", "")))
                .hasMessageContaining("missing rationale");
        assertThatThrownBy(() -> RuleTranslation.parse(Lang.ZH_CN, en, "id: sandbox-host-fallback\n" + prose + "exceptions: 例外\n"))
                .hasMessageContaining("the English rule has none");
        assertThatThrownBy(() -> RuleTranslation.parse(Lang.ZH_CN, en, "id: [broken\n")).hasMessageContaining("rules/zh-CN/sandbox-host-fallback.yaml");
    }

    @Test
    void thePolicyInChineseIsTheSamePolicy() {
        assertThat(Policy.all(Lang.ZH_CN).keySet()).isEqualTo(Policy.all().keySet());
        for (Policy.Item en : Policy.all().values()) {
            Policy.Item zh = Policy.get(en.id(), Lang.ZH_CN);
            assertThat(zh.hard()).as(en.id() + " hard or soft").isEqualTo(en.hard());
            assertThat(zh.text()).as(en.id()).containsPattern(HAN);
            assertThat(zh.noRule() == null).as(en.id() + ": a reason for no rule in both languages or in neither").isEqualTo(en.noRule() == null);
            if (zh.noRule() != null) {
                assertThat(zh.noRule()).containsPattern(HAN);
                assertThat(all(CODE, zh.noRule())).as(en.id() + ": the backquoted code of the English reason").isEqualTo(all(CODE, en.noRule()));
                assertThat(all(RUN, zh.noRule())).as(en.id() + ": the RUN-ids of the English reason").isEqualTo(all(RUN, en.noRule()));
            }
        }
    }
}
