package dev.agentlint.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import dev.agentlint.base.Version;
import dev.agentlint.check.Finding;
import dev.agentlint.check.Level;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.pipeline.ScanResult;
import java.io.IOException;
import java.io.Writer;
import java.util.Map;

/**
 * agentlint's own JSON report. The shape is versioned ({@code "schemaVersion"}) and documented in
 * {@code docs/json-output.md} with a JSON Schema; fields are only ever added within a version.
 */
public final class JsonReporter implements Reporter {

    public static final int SCHEMA_VERSION = 1;

    @Override
    public void write(ScanResult r, RuleCatalog catalog, Appendable out) throws IOException {
        try (JsonGenerator g = generator(out)) {
            g.writeStartObject();
            g.writeNumberField("schemaVersion", SCHEMA_VERSION);
            g.writeObjectFieldStart("tool");
            g.writeStringField("name", Version.NAME);
            g.writeStringField("version", Version.get());
            g.writeEndObject();

            g.writeObjectFieldStart("summary");
            for (Level l : Level.values()) g.writeNumberField(l.id() + "s", r.count(l, false));
            g.writeNumberField("suppressed", r.findings().stream().filter(Finding::suppressed).count());
            g.writeNumberField("filesScanned", r.filesScanned());
            g.writeObjectFieldStart("formats");
            for (Map.Entry<String, Integer> e : r.formats().entrySet()) g.writeNumberField(e.getKey(), e.getValue());
            g.writeEndObject();
            g.writeBooleanField("complete", r.complete());
            g.writeEndObject();

            g.writeArrayFieldStart("findings");
            for (Finding f : r.findings()) finding(g, f, catalog);
            g.writeEndArray();

            notes(g, "skipped", r.skipped());
            notes(g, "notices", r.notices());
            g.writeArrayFieldStart("errors");
            for (ScanResult.InternalError e : r.errors()) {
                g.writeStartObject();
                g.writeStringField("path", e.path());
                g.writeStringField("message", e.message());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        out.append('\n');
    }

    private static void finding(JsonGenerator g, Finding f, RuleCatalog catalog) throws IOException {
        g.writeStartObject();
        g.writeStringField("rule", f.ruleId());
        g.writeArrayFieldStart("runIds");
        for (String run : catalog.meta(f.ruleId()).runIds()) g.writeString(run);
        g.writeEndArray();
        g.writeStringField("level", f.level().id());
        g.writeStringField("message", f.message());
        g.writeStringField("path", f.path());
        g.writeNumberField("line", f.span().line());
        g.writeNumberField("column", f.span().column());
        g.writeNumberField("endLine", f.span().endLine());
        g.writeNumberField("endColumn", f.span().endColumn());
        g.writeStringField("logicalPath", f.logicalPath());
        g.writeStringField("fingerprint", f.fingerprint());
        if (f.suppressed()) {
            g.writeObjectFieldStart("suppression");
            g.writeStringField("kind", f.suppression().sarifKind());
            g.writeStringField("origin", f.suppression().origin().id());
            g.writeStringField("source", f.suppression().source());
            g.writeStringField("justification", f.suppression().justification());
            g.writeEndObject();
        } else {
            g.writeNullField("suppression");
        }
        if (!f.related().isEmpty()) {
            g.writeArrayFieldStart("relatedLocations");
            for (Finding.Related r : f.related()) {
                g.writeStartObject();
                g.writeStringField("path", r.path());
                g.writeNumberField("line", r.span().line());
                g.writeNumberField("column", r.span().column());
                g.writeNumberField("endLine", r.span().endLine());
                g.writeNumberField("endColumn", r.span().endColumn());
                g.writeStringField("message", r.message());
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        if (f.fixable()) fix(g, f, catalog);
        g.writeEndObject();
    }

    /** The edits {@code scan --fix} would write, positions as the finding's (1-based, columns in UTF-16 units). */
    private static void fix(JsonGenerator g, Finding f, RuleCatalog catalog) throws IOException {
        g.writeObjectFieldStart("fix");
        dev.agentlint.check.RuleMeta.FixMeta m = catalog.meta(f.ruleId()).fix();
        g.writeStringField("kind", m == null ? "unsafe" : m.kind());
        g.writeStringField("description", m == null ? "" : m.description());
        g.writeStringField("path", f.fix().displayPath());
        g.writeArrayFieldStart("edits");
        for (dev.agentlint.check.Fix.Edit e : f.fix().edits()) {
            g.writeStartObject();
            g.writeNumberField("line", e.span().line());
            g.writeNumberField("column", e.span().column());
            g.writeNumberField("endLine", e.span().endLine());
            g.writeNumberField("endColumn", e.span().endColumn());
            g.writeStringField("text", e.text());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void notes(JsonGenerator g, String name, java.util.List<ScanResult.FileNote> notes) throws IOException {
        g.writeArrayFieldStart(name);
        for (ScanResult.FileNote n : notes) {
            g.writeStartObject();
            g.writeStringField("path", n.path());
            g.writeStringField(name.equals("skipped") ? "reason" : "message", n.message());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    /** A pretty-printing generator that leaves the underlying stream open (every JSON report uses it). */
    public static JsonGenerator generator(Appendable out) throws IOException {
        JsonGenerator g = new JsonFactory().createGenerator(asWriter(out));
        g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        g.setPrettyPrinter(new DefaultPrettyPrinter());
        return g;
    }

    static Writer asWriter(Appendable out) {
        if (out instanceof Writer w) return w;
        return new Writer() {
            @Override
            public void write(char[] cbuf, int off, int len) throws IOException {
                out.append(java.nio.CharBuffer.wrap(cbuf, off, len));
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
    }
}
