package dev.agentlint.report;

import dev.agentlint.check.Finding;
import dev.agentlint.check.Level;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.pipeline.ScanResult;
import java.io.IOException;

/**
 * GitHub Actions workflow commands: one {@code ::error}/{@code ::warning}/{@code ::notice}
 * annotation per unsuppressed finding, escaped as the runner expects.
 */
public final class GithubReporter implements Reporter {

    @Override
    public void write(ScanResult r, RuleCatalog catalog, Appendable out) throws IOException {
        for (Finding f : r.findings()) {
            if (f.suppressed()) continue;
            String command = switch (f.level()) {
                case ERROR -> "error";
                case WARNING -> "warning";
                case NOTE -> "notice";
            };
            out.append("::").append(command)
                    .append(" file=").append(property(f.path()))
                    .append(",line=").append(Integer.toString(f.span().line()))
                    .append(",col=").append(Integer.toString(f.span().column()))
                    .append(",endLine=").append(Integer.toString(f.span().endLine()))
                    .append(",endColumn=").append(Integer.toString(f.span().endColumn()))
                    .append(",title=").append(property(f.ruleId() + ": " + catalog.meta(f.ruleId()).title()))
                    .append("::").append(data(f.message())).append('\n');
        }
        for (ScanResult.InternalError e : r.errors()) {
            out.append("::error file=").append(property(e.path())).append(",title=agentlint internal error::")
                    .append(data(e.message())).append('\n');
        }
        out.append("agentlint: ").append(count(r.count(Level.ERROR, false), "error")).append(", ")
                .append(count(r.count(Level.WARNING, false), "warning")).append(", ")
                .append(count(r.count(Level.NOTE, false), "note")).append(TextReporter.suppressedSummary(r)).append(" in ")
                .append(count(r.filesScanned(), "file")).append('\n');
    }

    private static String count(long n, String noun) {
        return n + " " + (n == 1 ? noun : noun + "s");
    }

    static String data(String s) {
        return s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
    }

    static String property(String s) {
        return data(s).replace(":", "%3A").replace(",", "%2C");
    }
}
