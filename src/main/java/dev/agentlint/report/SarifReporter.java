package dev.agentlint.report;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.agentlint.base.Version;
import dev.agentlint.check.Finding;
import dev.agentlint.check.Lang;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.check.RuleMeta;
import dev.agentlint.pipeline.ScanResult;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * SARIF 2.1.0 as GitHub code scanning wants it: every rule with help, tags (security and the
 * RUN-ids) and security-severity; results with a URI relative to {@code %SRCROOT%} (the working
 * directory), a full region, and a line-free fingerprint; suppressed findings with their justification.
 */
public final class SarifReporter implements Reporter {

    public static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    public static final String FINGERPRINT_KEY = "agentlint/" + Finding.FINGERPRINT_VERSION;

    private final Path workingDirectory;
    private final Lang lang;

    public SarifReporter(Path workingDirectory) {
        this(workingDirectory, Lang.EN);
    }

    /** Rules described, and finding messages written, in {@code lang}. */
    public SarifReporter(Path workingDirectory, Lang lang) {
        this.workingDirectory = workingDirectory.toAbsolutePath().normalize();
        this.lang = lang;
    }

    @Override
    public void write(ScanResult r, RuleCatalog catalog, Appendable out) throws IOException {
        List<RuleMeta> rules = catalog.allMeta(lang);
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < rules.size(); i++) index.put(rules.get(i).id(), i);
        try (JsonGenerator g = JsonReporter.generator(out)) {
            g.writeStartObject();
            g.writeStringField("$schema", SCHEMA);
            g.writeStringField("version", "2.1.0");
            g.writeArrayFieldStart("runs");
            g.writeStartObject();

            g.writeObjectFieldStart("tool");
            g.writeObjectFieldStart("driver");
            g.writeStringField("name", Version.NAME);
            g.writeStringField("version", Version.get());
            g.writeStringField("semanticVersion", Version.get());
            g.writeStringField("informationUri", Version.INFORMATION_URI);
            g.writeArrayFieldStart("rules");
            for (RuleMeta m : rules) rule(g, m, lang);
            g.writeEndArray();
            g.writeEndObject();
            g.writeEndObject();

            g.writeObjectFieldStart("originalUriBaseIds");
            g.writeObjectFieldStart("%SRCROOT%");
            g.writeStringField("uri", workingDirectory.toUri().toString());
            g.writeEndObject();
            g.writeEndObject();

            // SARIF's default is en-US; saying so would change the English report, so only another language is written.
            if (lang != Lang.EN) g.writeStringField("language", lang.tag());
            invocation(g, r);

            g.writeArrayFieldStart("results");
            for (Finding f : r.findings()) result(g, f, index.get(f.ruleId()), catalog);
            g.writeEndArray();
            g.writeStringField("columnKind", "utf16CodeUnits");
            g.writeEndObject();
            g.writeEndArray();
            g.writeEndObject();
        }
        out.append('\n');
    }

    private static void rule(JsonGenerator g, RuleMeta m, Lang lang) throws IOException {
        g.writeStartObject();
        g.writeStringField("id", m.id());
        g.writeStringField("name", pascal(m.id()));
        text(g, "shortDescription", m.title());
        text(g, "fullDescription", m.summary());
        g.writeObjectFieldStart("help");
        g.writeStringField("text", RuleDocs.text(m, lang));
        g.writeStringField("markdown", RuleDocs.markdown(m, RuleDocs.Links.PUBLIC, lang));
        g.writeEndObject();
        g.writeStringField("helpUri", RuleDocs.helpUri(m, lang));
        g.writeObjectFieldStart("defaultConfiguration");
        g.writeStringField("level", m.level().id());
        g.writeEndObject();
        g.writeObjectFieldStart("properties");
        g.writeArrayFieldStart("tags");
        g.writeString("security");
        for (String run : m.runIds()) g.writeString(run);
        g.writeEndArray();
        g.writeStringField("security-severity", m.securitySeverity());
        g.writeStringField("precision", m.precision());
        g.writeEndObject();
        g.writeEndObject();
    }

    private void invocation(JsonGenerator g, ScanResult r) throws IOException {
        g.writeArrayFieldStart("invocations");
        g.writeStartObject();
        g.writeBooleanField("executionSuccessful", r.complete());
        g.writeArrayFieldStart("toolExecutionNotifications");
        for (ScanResult.FileNote n : r.skipped()) notification(g, "note", "not checked: " + n.message(), n.path());
        for (ScanResult.FileNote n : r.notices()) notification(g, "note", n.message(), n.path());
        for (ScanResult.InternalError e : r.errors()) notification(g, "error", e.message(), e.path());
        g.writeEndArray();
        g.writeEndObject();
        g.writeEndArray();
    }

    private void notification(JsonGenerator g, String level, String message, String path) throws IOException {
        g.writeStartObject();
        g.writeStringField("level", level);
        text(g, "message", message);
        g.writeArrayFieldStart("locations");
        g.writeStartObject();
        g.writeObjectFieldStart("physicalLocation");
        artifact(g, path);
        g.writeEndObject();
        g.writeEndObject();
        g.writeEndArray();
        g.writeEndObject();
    }

    private void result(JsonGenerator g, Finding f, Integer ruleIndex, RuleCatalog catalog) throws IOException {
        g.writeStartObject();
        g.writeStringField("ruleId", f.ruleId());
        if (ruleIndex != null) g.writeNumberField("ruleIndex", ruleIndex);
        g.writeStringField("level", f.level().id());
        text(g, "message", catalog.message(f, lang));
        g.writeArrayFieldStart("locations");
        g.writeStartObject();
        g.writeObjectFieldStart("physicalLocation");
        artifact(g, f.path());
        g.writeObjectFieldStart("region");
        g.writeNumberField("startLine", f.span().line());
        g.writeNumberField("startColumn", f.span().column());
        g.writeNumberField("endLine", f.span().endLine());
        g.writeNumberField("endColumn", f.span().endColumn());
        g.writeObjectFieldStart("snippet");
        g.writeStringField("text", f.snippet());
        g.writeEndObject();
        g.writeEndObject();
        g.writeEndObject();
        if (!f.logicalPath().isEmpty()) {
            g.writeArrayFieldStart("logicalLocations");
            g.writeStartObject();
            g.writeStringField("fullyQualifiedName", f.logicalPath());
            g.writeEndObject();
            g.writeEndArray();
        }
        g.writeEndObject();
        g.writeEndArray();
        if (!f.related().isEmpty()) {
            g.writeArrayFieldStart("relatedLocations");
            int id = 0;
            for (Finding.Related r : f.related()) {
                g.writeStartObject();
                g.writeNumberField("id", id++);
                g.writeObjectFieldStart("physicalLocation");
                artifact(g, r.path());
                g.writeObjectFieldStart("region");
                g.writeNumberField("startLine", r.span().line());
                g.writeNumberField("startColumn", r.span().column());
                g.writeNumberField("endLine", r.span().endLine());
                g.writeNumberField("endColumn", r.span().endColumn());
                g.writeEndObject();
                g.writeEndObject();
                text(g, "message", catalog.message(f, r, lang));
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        g.writeObjectFieldStart("partialFingerprints");
        g.writeStringField(FINGERPRINT_KEY, f.fingerprint());
        g.writeEndObject();
        if (f.fixable()) fixes(g, f, catalog);
        if (f.suppressed()) {
            g.writeArrayFieldStart("suppressions");
            g.writeStartObject();
            g.writeStringField("kind", f.suppression().sarifKind());
            g.writeStringField("status", "accepted");
            g.writeStringField("justification", f.suppression().justification());
            g.writeObjectFieldStart("properties");
            g.writeStringField("origin", f.suppression().origin().id());
            g.writeStringField("source", f.suppression().source());
            g.writeEndObject();
            g.writeEndObject();
            g.writeEndArray();
        }
        g.writeEndObject();
    }

    /** SARIF's fix: one artifact change of the file the edits apply to, a deleted region and inserted text per edit. */
    private void fixes(JsonGenerator g, Finding f, RuleCatalog catalog) throws IOException {
        g.writeArrayFieldStart("fixes");
        g.writeStartObject();
        dev.agentlint.check.RuleMeta.FixMeta m = catalog.meta(f.ruleId(), lang).fix();
        if (m != null) text(g, "description", m.description());
        g.writeArrayFieldStart("artifactChanges");
        g.writeStartObject();
        artifact(g, f.fix().displayPath());
        g.writeArrayFieldStart("replacements");
        for (dev.agentlint.check.Fix.Edit e : f.fix().edits()) {
            g.writeStartObject();
            g.writeObjectFieldStart("deletedRegion");
            g.writeNumberField("startLine", e.span().line());
            g.writeNumberField("startColumn", e.span().column());
            g.writeNumberField("endLine", e.span().endLine());
            g.writeNumberField("endColumn", e.span().endColumn());
            g.writeEndObject();
            g.writeObjectFieldStart("insertedContent");
            g.writeStringField("text", e.text());
            g.writeEndObject();
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
        g.writeEndArray();
        g.writeEndObject();
        g.writeEndArray();
    }

    /** A path relative to the working directory becomes a %SRCROOT%-relative URI; anything else a file: URI. */
    private void artifact(JsonGenerator g, String path) throws IOException {
        g.writeObjectFieldStart("artifactLocation");
        Path p = Path.of(path);
        if (p.isAbsolute()) {
            g.writeStringField("uri", p.toUri().toString());
        } else {
            g.writeStringField("uri", relativeUri(path));
            g.writeStringField("uriBaseId", "%SRCROOT%");
        }
        g.writeEndObject();
    }

    static String relativeUri(String path) {
        try {
            return new URI(null, null, path, null).getRawPath();
        } catch (java.net.URISyntaxException e) {
            return path.replace(" ", "%20");
        }
    }

    private static void text(JsonGenerator g, String field, String text) throws IOException {
        g.writeObjectFieldStart(field);
        g.writeStringField("text", text);
        g.writeEndObject();
    }

    static String pascal(String id) {
        StringBuilder b = new StringBuilder();
        for (String part : id.split("-")) {
            if (!part.isEmpty()) b.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        }
        return b.toString();
    }
}
