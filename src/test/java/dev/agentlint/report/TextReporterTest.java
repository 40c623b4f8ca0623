package dev.agentlint.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.check.Lang;
import dev.agentlint.pipeline.ScanOptions;
import dev.agentlint.pipeline.ScanResult;
import dev.agentlint.pipeline.Scanner;
import dev.agentlint.rules.AllRules;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The text report's layout: a block per finding, carets in terminal cells. */
class TextReporterTest {

    private static String report(Path dir, String settings, TextReporter reporter) throws Exception {
        Path f = dir.resolve(".claude/settings.json");
        Files.createDirectories(f.getParent());
        Files.writeString(f, settings);
        ScanResult r = new Scanner(new ScanOptions(dir, 1 << 20, 1), AllRules.catalog()).scan(List.of(dir));
        StringWriter out = new StringWriter();
        reporter.write(r, AllRules.catalog(), out);
        return out.toString();
    }

    @Test
    void eachFindingIsAHeadlineTheSnippetWhyFixAndSee(@TempDir Path dir) throws Exception {
        String text = report(dir, "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}\n", new TextReporter(false));
        assertThat(text).startsWith("""
                .claude/settings.json:1:18 error permission-bypass-by-default Approval prompts bypassed by configuration
                  1 | {"permissions": {"defaultMode": "bypassPermissions"}}
                    |                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
                  why: permissions.defaultMode: bypassPermissions makes every session skip approval prompts.""");
        // The finding has an edit: the fix line shows it as the file spells it.
        assertThat(text).contains("\n  fix: \"defaultMode\": \"default\"\n")
                .contains("\n  see: agentlint explain permission-bypass-by-default\n\n1 error, 0 warnings, 0 notes in 1 file scanned");
        assertThat(text).doesNotContain("\n\n\n");
    }

    @Test
    void theCaretStaysUnderItsTextAfterWideCharacters(@TempDir Path dir) throws Exception {
        String text = report(dir, "{\"名前\": \"🙂\", \"permissions\": {\"defaultMode\": \"bypassPermissions\"}}\n", new TextReporter(false));
        List<String> lines = text.lines().toList();
        String source = lines.get(1);
        String caret = lines.get(2);
        // "名前" and the emoji take two cells each: the caret starts where "defaultMode" is drawn.
        int drawnAt = TextReporter.cells(source, 0, source.indexOf("\"defaultMode\""));
        assertThat(caret.indexOf('^')).isEqualTo(drawnAt);
        assertThat(caret.substring(caret.indexOf('^'))).isEqualTo("^".repeat("\"defaultMode\": \"bypassPermissions\"".length()));
        assertThat(TextReporter.cellsOf('a')).isEqualTo(1);
        assertThat(TextReporter.cellsOf('名')).isEqualTo(2);
        assertThat(TextReporter.cellsOf(0x1F642)).isEqualTo(2);
        assertThat(TextReporter.cellsOf(0x0301)).as("a combining accent").isZero();
    }

    /**
     * A Chinese report: title, why and fix in Chinese, each on one line (nothing wraps), the
     * values the file says quoted as written, and the caret still under its text after wide
     * characters in the source line.
     */
    @Test
    void aChineseReportKeepsItsLinesAndItsCaret(@TempDir Path dir) throws Exception {
        Path f = dir.resolve(".mcp.json");
        Files.writeString(f, "{\"mcpServers\": {\"文档\": {\"type\": \"sse\", \"url\": \"http://mcp.example.net/sse\"}}}\n");
        ScanResult r = new Scanner(new ScanOptions(dir, 1 << 20, 1), AllRules.catalog()).scan(List.of(dir));
        StringWriter out = new StringWriter();
        new TextReporter(false).lang(Lang.ZH_CN).quiet(true).write(r, AllRules.catalog(), out);
        List<String> lines = out.toString().lines().toList();
        assertThat(lines.get(0)).isEqualTo(".mcp.json:1:46 warning mcp-plaintext-http 不经 TLS 访问另一台机器上的 MCP 服务");
        String source = lines.get(1);
        String caret = lines.get(2);
        assertThat(caret.indexOf('^')).as("under the url, past two wide characters").isEqualTo(TextReporter.cells(source, 0, source.indexOf("\"http://")));
        assertThat(caret.substring(caret.indexOf('^'))).isEqualTo("^".repeat("\"http://mcp.example.net/sse\"".length()));
        assertThat(lines.get(3)).isEqualTo("  why: MCP 服务 \"文档\"（mcp.example.net）经明文 http:// 访问，网络路径上的任何人都能读取并篡改它的工具调用和结果。"
                + "请使用 https://（或 wss://）。");
        assertThat(lines.get(4)).startsWith("  fix: ").containsPattern("\\p{IsHan}");
        assertThat(lines.get(5)).isEqualTo("  see: agentlint explain mcp-plaintext-http");
        assertThat(lines).hasSize(7);
    }

    @Test
    void quietLeavesOutTheSummary(@TempDir Path dir) throws Exception {
        String text = report(dir, "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}\n", new TextReporter(false).quiet(true));
        assertThat(text).contains("permission-bypass-by-default").doesNotContain("scanned");
    }
}
