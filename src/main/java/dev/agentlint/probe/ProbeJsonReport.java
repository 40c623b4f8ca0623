package dev.agentlint.probe;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.agentlint.report.JsonReporter;
import dev.agentlint.base.Version;
import java.io.IOException;
import java.util.List;

/** The probe's JSON report: a shape of its own, versioned and documented in docs/probe.md. */
final class ProbeJsonReport {

    static final int SCHEMA_VERSION = 1;

    private ProbeJsonReport() {}

    static void write(ProbeReport r, Appendable out) throws IOException {
        try (JsonGenerator g = JsonReporter.generator(out)) {
            g.writeStartObject();
            g.writeNumberField("schemaVersion", SCHEMA_VERSION);
            g.writeStringField("report", "probe");
            g.writeObjectFieldStart("tool");
            g.writeStringField("name", Version.NAME);
            g.writeStringField("version", Version.get());
            g.writeEndObject();
            environment(g, r.environment());
            g.writeObjectFieldStart("summary");
            g.writeNumberField("open", r.count(Outcome.OPEN));
            g.writeNumberField("blocked", r.count(Outcome.BLOCKED));
            g.writeNumberField("notApplicable", r.count(Outcome.NOT_APPLICABLE));
            g.writeNumberField("errors", r.count(Outcome.ERROR));
            g.writeBooleanField("complete", r.complete());
            g.writeEndObject();
            g.writeArrayFieldStart("checks");
            for (CheckResult c : r.results()) {
                g.writeStartObject();
                g.writeStringField("id", c.check().id());
                strings(g, "runIds", c.check().runIds());
                g.writeStringField("subject", c.subject());
                g.writeStringField("tried", c.check().tried());
                g.writeStringField("expected", c.check().expected());
                g.writeStringField("outcome", c.outcome().id());
                g.writeStringField("evidence", c.evidence());
                g.writeEndObject();
            }
            g.writeEndArray();
            strings(g, "problems", r.problems());
            g.writeEndObject();
        }
        out.append('\n');
    }

    static void environment(JsonGenerator g, ProbeEnvironment env) throws IOException {
        g.writeObjectFieldStart("environment");
        g.writeStringField("os", env.os());
        g.writeStringField("kernel", env.kernel());
        g.writeStringField("uid", env.uid());
        strings(g, "isolation", env.isolation());
        g.writeArrayFieldStart("agents");
        for (ProbeEnvironment.Agent a : env.agents()) {
            g.writeStartObject();
            g.writeStringField("name", a.name());
            g.writeStringField("version", a.version());
            g.writeStringField("path", a.path());
            g.writeEndObject();
        }
        g.writeEndArray();
        strings(g, "tools", env.tools());
        g.writeStringField("gateway", env.gateway());
        g.writeBooleanField("proxyVariables", env.proxyVariables());
        g.writeEndObject();
    }

    private static void strings(JsonGenerator g, String field, List<String> values) throws IOException {
        g.writeArrayFieldStart(field);
        for (String v : values) g.writeString(v);
        g.writeEndArray();
    }
}
