package dev.agentlint.cli;

import static dev.agentlint.cli.CliTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentlint.check.Lang;
import dev.agentlint.check.Policy;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.io.InputStream;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --lang}: rule documentation in the policy's language, finding messages unchanged. */
class LangCliTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void explainSpeaksChineseBeforeOrAfterTheCommand() {
        for (String[] args : new String[][] {{"explain", "sandbox-host-fallback", "--lang", "zh-CN"},
                {"--lang", "zh-CN", "explain", "sandbox-host-fallback"}, {"explain", "--lang=zh-cn", "sandbox-host-fallback"}}) {
            CliTest.Run r = run(args);
            assertThat(r.exit()).as(String.join(" ", args)).isEqualTo(0);
            assertThat(r.out()).contains("sandbox-host-fallback", "检查什么\n", "为什么\n", "怎么改\n", "示例\n", "例外\n",
                    "RUN-003（硬约束）：" + Policy.get("RUN-003", Lang.ZH_CN).text(), "\"failIfUnavailable\": true");
            assertThat(r.out()).doesNotContain("What it flags");
        }
        CliTest.Run markdown = run("explain", "sandbox-host-fallback", "--lang", "zh-CN", "--format", "markdown");
        assertThat(markdown.out()).contains("## 检查什么\n\n", "> **RUN-003**（硬约束）：", "`\"failIfUnavailable\": true`",
                "/docs/configuration.md");
        assertThat(run("explain", "sandbox-host-fallback", "--lang", "en").out()).contains("What it flags").doesNotContain("为什么");
    }

    @Test
    void explainOfAnItemNoRuleEnforcesSaysWhyInChinese() {
        CliTest.Run r = run("explain", "RUN-033", "--lang", "zh-CN");
        assertThat(r.exit()).isEqualTo(0);
        assertThat(r.out()).startsWith("RUN-033（硬约束）：每种运行方式上线前跑一遍攻击测试清单").contains("没有 agentlint 规则检查 RUN-033：");
        assertThat(run("explain", "RUN-033", "--lang", "en").out()).startsWith("RUN-033 (hard constraint): ");
    }

    @Test
    void rulesListsChineseTitles() {
        CliTest.Run r = run("rules", "--lang", "zh-CN");
        assertThat(r.exit()).isEqualTo(0);
        assertThat(r.out()).contains("sandbox-host-fallback").containsPattern("sandbox-host-fallback +error +RUN-003 +\\p{IsHan}");
    }

    @Test
    void anUnknownLanguageIsAUsageError() {
        CliTest.Run r = run("rules", "--lang", "fr");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--lang").contains("en, zh-CN");
    }

    @Test
    void sarifCarriesTheLanguageChineseRulesAndChineseMessages(@TempDir Path dir) throws Exception {
        CliTest.tree(dir, "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}");
        JsonNode zh = JSON.readTree(run("scan", "--format", "sarif", "--lang", "zh-CN", dir.toString()).out());
        JsonNode en = JSON.readTree(run("scan", "--format", "sarif", "--lang", "en", dir.toString()).out());
        try (InputStream schema = LangCliTest.class.getResourceAsStream("/sarif-schema-2.1.0.json")) {
            assertThat(JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4).getSchema(schema).validate(zh)).isEmpty();
        }
        assertThat(zh.at("/runs/0/language").asText()).isEqualTo("zh-CN");
        assertThat(en.at("/runs/0").has("language")).as("English is SARIF's default; the English report is unchanged").isFalse();
        JsonNode rule = zh.at("/runs/0/tool/driver/rules/" + ruleIndex(zh, "permission-bypass-by-default"));
        assertThat(rule.at("/shortDescription/text").asText()).containsPattern("\\p{IsHan}");
        assertThat(rule.at("/fullDescription/text").asText()).containsPattern("\\p{IsHan}");
        assertThat(rule.at("/help/markdown").asText()).contains("## 为什么");
        assertThat(rule.at("/help/text").asText()).contains("为什么：");
        assertThat(rule.at("/helpUri").asText()).endsWith("/docs/rules/zh-CN/permission-bypass-by-default.md");
        JsonNode zhResult = zh.at("/runs/0/results/0");
        JsonNode enResult = en.at("/runs/0/results/0");
        assertThat(zhResult.at("/message/text").asText()).startsWith("permissions.defaultMode: bypassPermissions 让每个会话都跳过审批提示。");
        assertThat(enResult.at("/message/text").asText()).startsWith("permissions.defaultMode: bypassPermissions makes every session skip");
        ((com.fasterxml.jackson.databind.node.ObjectNode) zhResult).remove("message");
        ((com.fasterxml.jackson.databind.node.ObjectNode) enResult).remove("message");
        // The fix's description is the rule's, in the report's language; its edits are the same.
        assertThat(zhResult.at("/fixes/0/description/text").asText()).containsPattern("\\p{IsHan}");
        ((com.fasterxml.jackson.databind.node.ObjectNode) zhResult.at("/fixes/0")).remove("description");
        ((com.fasterxml.jackson.databind.node.ObjectNode) enResult.at("/fixes/0")).remove("description");
        assertThat(zhResult).as("everything but the message is the same").isEqualTo(enResult);
        assertThat(en.toString()).doesNotContainPattern("\\p{IsHan}");
    }

    @Test
    void githubAnnotationTitlesAndMessagesAreTranslated(@TempDir Path dir) throws Exception {
        CliTest.tree(dir, "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}");
        String zh = run("scan", "--format", "github", "--lang", "zh-CN", dir.toString()).out();
        String en = run("scan", "--format", "github", "--lang", "en", dir.toString()).out();
        assertThat(zh).containsPattern("title=permission-bypass-by-default%3A \\p{IsHan}");
        assertThat(zh).contains("::permissions.defaultMode: bypassPermissions 让每个会话都跳过审批提示。");
        assertThat(en).contains("::permissions.defaultMode: bypassPermissions makes every session skip approval prompts.")
                .doesNotContainPattern("\\p{IsHan}");
        assertThat(zh.lines().filter(l -> !l.startsWith("::")).toList()).as("the summary line").isEqualTo(en.lines().filter(l -> !l.startsWith("::")).toList());
    }

    private static int ruleIndex(JsonNode sarif, String id) {
        JsonNode rules = sarif.at("/runs/0/tool/driver/rules");
        for (int i = 0; i < rules.size(); i++) if (rules.get(i).get("id").asText().equals(id)) return i;
        throw new AssertionError(id);
    }
}
