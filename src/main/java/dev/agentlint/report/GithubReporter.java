package dev.agentlint.report;

import dev.agentlint.check.Finding;
import dev.agentlint.check.Lang;
import dev.agentlint.check.Level;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.pipeline.ScanResult;
import java.io.IOException;

/**
 * GitHub Actions workflow commands: one {@code ::error}/{@code ::warning}/{@code ::notice}
 * annotation per unsuppressed finding, escaped as the runner expects (its {@code ActionCommand}
 * unescapes {@code %25 %0D %0A} in data and also {@code %3A %2C} in properties).
 */
public final class GithubReporter implements Reporter {

    private final Lang lang;

    public GithubReporter() {
        this(Lang.EN);
    }

    /** Annotation titles (the rule's title) and messages in {@code lang}. */
    public GithubReporter(Lang lang) {
        this.lang = lang;
    }

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
                    .append(",title=").append(property(f.ruleId() + ": " + catalog.meta(f.ruleId(), lang).title()))
                    .append("::").append(data(catalog.message(f, lang))).append('\n');
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

    /**
     * A command's message: made safe as every printed text is ({@link SafeText#line}), then
     * escaped as the runner's command parser unescapes data ({@code %}, CR, LF).
     */
    static String data(String s) {
        return runnerData(SafeText.line(s));
    }

    /** A command's property value: as {@link #data}, and {@code :} and {@code ,}, which end a property. */
    static String property(String s) {
        return runnerData(SafeText.of(s)).replace(":", "%3A").replace(",", "%2C");
    }

    private static String runnerData(String s) {
        return s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
    }
}
