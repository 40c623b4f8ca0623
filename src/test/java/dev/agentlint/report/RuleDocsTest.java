package dev.agentlint.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.check.Lang;
import dev.agentlint.check.Policy;
import dev.agentlint.check.RuleMeta;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/rules/} is generated from {@code rules/*.yaml}, {@code docs/rules/zh-CN/} from the same
 * and {@code rules/zh-CN/*.yaml}; this test fails when a page is missing, stale or orphaned.
 * Regenerate with {@code mvn test -Dtest=RuleDocsTest -Dagentlint.updateDocs=true}.
 */
class RuleDocsTest {

    private static final Path DOCS = Path.of("docs", "rules");
    private static final boolean UPDATE = Boolean.getBoolean("agentlint.updateDocs");

    @Test
    void everyRulePageIsUpToDate() throws IOException {
        List<RuleMeta> all = AllRules.catalog().allMeta();
        Files.createDirectories(DOCS);
        for (RuleMeta m : all) {
            Path page = DOCS.resolve(m.id() + ".md");
            String expected = RuleDocs.markdown(m);
            if (UPDATE) Files.writeString(page, expected, StandardCharsets.UTF_8);
            assertThat(page).as("docs/rules/%s.md exists (regenerate with -Dagentlint.updateDocs=true)", m.id()).exists();
            assertThat(Files.readString(page, StandardCharsets.UTF_8))
                    .as("docs/rules/%s.md is stale (regenerate with -Dagentlint.updateDocs=true)", m.id())
                    .isEqualTo(expected);
        }
        Path index = DOCS.resolve("README.md");
        String expectedIndex = RuleDocs.index(all);
        if (UPDATE) Files.writeString(index, expectedIndex, StandardCharsets.UTF_8);
        assertThat(Files.readString(index, StandardCharsets.UTF_8)).as("docs/rules/README.md is stale").isEqualTo(expectedIndex);
        Path policy = Path.of("docs", "policy.md");
        String expectedPolicy = RuleDocs.policy(all);
        if (UPDATE) Files.writeString(policy, expectedPolicy, StandardCharsets.UTF_8);
        assertThat(Files.readString(policy, StandardCharsets.UTF_8)).as("docs/policy.md is stale").isEqualTo(expectedPolicy);
        assertNoOrphans(DOCS, all);
    }

    @Test
    void everyChineseRulePageIsUpToDate() throws IOException {
        List<RuleMeta> all = AllRules.catalog().allMeta(Lang.ZH_CN);
        Path dir = DOCS.resolve("zh-CN");
        Files.createDirectories(dir);
        for (RuleMeta m : all) {
            Path page = dir.resolve(m.id() + ".md");
            String expected = RuleDocs.markdown(m, Lang.ZH_CN);
            if (UPDATE) Files.writeString(page, expected, StandardCharsets.UTF_8);
            assertThat(page).as("docs/rules/zh-CN/%s.md exists (regenerate with -Dagentlint.updateDocs=true)", m.id()).exists();
            assertThat(Files.readString(page, StandardCharsets.UTF_8))
                    .as("docs/rules/zh-CN/%s.md is stale (regenerate with -Dagentlint.updateDocs=true)", m.id())
                    .isEqualTo(expected);
        }
        Path index = dir.resolve("README.md");
        String expectedIndex = RuleDocs.index(all, Lang.ZH_CN);
        if (UPDATE) Files.writeString(index, expectedIndex, StandardCharsets.UTF_8);
        assertThat(Files.readString(index, StandardCharsets.UTF_8)).as("docs/rules/zh-CN/README.md is stale").isEqualTo(expectedIndex);
        assertNoOrphans(dir, all);
    }

    private static void assertNoOrphans(Path dir, List<RuleMeta> all) throws IOException {
        try (Stream<Path> pages = Files.list(dir)) {
            List<String> orphans = pages.filter(Files::isRegularFile).map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".md") && !n.equals("README.md"))
                    .filter(n -> all.stream().noneMatch(m -> (m.id() + ".md").equals(n))).toList();
            assertThat(orphans).as("pages without a rule in " + dir).isEmpty();
        }
    }

    @Test
    void everyChinesePageSaysWhatWhyWhatToDoInChineseAndQuotesThePolicyAsWritten() {
        for (RuleMeta m : AllRules.catalog().allMeta(Lang.ZH_CN)) {
            String page = RuleDocs.markdown(m, Lang.ZH_CN);
            assertThat(page).as(m.id()).contains("## 检查什么\n\n" + m.summary(), "## 为什么\n\n" + m.rationale(),
                    "## 怎么改\n\n" + m.remediation(), "## 示例\n\n", "## 例外\n\n", "## 抑制", "(../../configuration.md)");
            for (String run : m.runIds()) {
                Policy.Item p = Policy.get(run, Lang.ZH_CN);
                assertThat(page).as(m.id()).contains("> **" + run + "**（" + (p.hard() ? "硬约束" : "软指导") + "）：" + p.text());
            }
            for (RuleMeta.Example e : m.examples()) assertThat(page).as(m.id()).contains(e.bad().stripTrailing(), e.good().stripTrailing());
            assertThat(page).as(m.id()).doesNotContain("## What it flags", "## Why", "Problematic:", "Correct:");
        }
    }

    @Test
    void everyPageSaysWhatWhyWhatToDoShowsExamplesAndExceptions() {
        for (RuleMeta m : AllRules.catalog().allMeta()) {
            String page = RuleDocs.markdown(m);
            assertThat(page).as(m.id()).contains("## What it flags\n\n" + m.summary(), "## Why\n\n" + m.rationale(),
                    "## What to do\n\n" + m.remediation(), "## Examples\n\n", "## Exceptions\n\n", "## Suppressing");
            for (String run : m.runIds()) {
                assertThat(page).as(m.id()).contains("> **" + run + "**", dev.agentlint.check.Policy.get(run).text());
            }
            for (RuleMeta.Example e : m.examples()) {
                assertThat(page).as(m.id()).contains("### " + e.format() + (e.file().isBlank() ? "" : " (`" + e.file() + "`)") + "\n", e.bad().stripTrailing(), e.good().stripTrailing());
            }
            for (String format : m.formats()) assertThat(page).as(m.id()).contains(format);
            assertThat(page).as(m.id()).contains(m.exceptions().isBlank() ? RuleDocs.NO_EXCEPTIONS : m.exceptions());
        }
    }
}
