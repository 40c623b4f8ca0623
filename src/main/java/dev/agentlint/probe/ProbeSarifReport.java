package dev.agentlint.probe;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.agentlint.report.JsonReporter;
import dev.agentlint.report.SarifReporter;
import dev.agentlint.base.Version;
import java.io.IOException;

/**
 * The probe's SARIF 2.1.0: one rule per check, one result per check and subject. An open check
 * is a failure at level error; the others are kept as passes, not-applicable or review results,
 * so the log is the whole evidence. There is no file to point at: the location is logical, the
 * environment the probe ran in, described in the run's properties.
 */
final class ProbeSarifReport {

    private ProbeSarifReport() {}

    static void write(ProbeReport r, Appendable out) throws IOException {
        Check[] checks = Check.values();
        try (JsonGenerator g = JsonReporter.generator(out)) {
            g.writeStartObject();
            g.writeStringField("$schema", SarifReporter.SCHEMA);
            g.writeStringField("version", "2.1.0");
            g.writeArrayFieldStart("runs");
            g.writeStartObject();
            g.writeObjectFieldStart("tool");
            g.writeObjectFieldStart("driver");
            g.writeStringField("name", Version.NAME + "-probe");
            g.writeStringField("version", Version.get());
            g.writeStringField("semanticVersion", Version.get());
            g.writeStringField("informationUri", Version.INFORMATION_URI);
            g.writeArrayFieldStart("rules");
            for (Check c : checks) {
                g.writeStartObject();
                g.writeStringField("id", c.id());
                text(g, "shortDescription", c.tried());
                g.writeObjectFieldStart("defaultConfiguration");
                g.writeStringField("level", "error");
                g.writeEndObject();
                g.writeObjectFieldStart("properties");
                g.writeArrayFieldStart("tags");
                g.writeString("security");
                g.writeString("RUN-033");
                for (String run : c.runIds()) if (!run.equals("RUN-033")) g.writeString(run);
                g.writeEndArray();
                g.writeEndObject();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
            g.writeEndObject();

            g.writeArrayFieldStart("invocations");
            g.writeStartObject();
            g.writeBooleanField("executionSuccessful", r.complete());
            g.writeArrayFieldStart("toolExecutionNotifications");
            for (String p : r.problems()) {
                g.writeStartObject();
                g.writeStringField("level", "error");
                text(g, "message", p);
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
            g.writeEndArray();

            g.writeArrayFieldStart("results");
            for (CheckResult c : r.results()) result(g, c, r.environment());
            g.writeEndArray();
            g.writeObjectFieldStart("properties");
            ProbeJsonReport.environment(g, r.environment());
            g.writeEndObject();
            g.writeEndObject();
            g.writeEndArray();
            g.writeEndObject();
        }
        out.append('\n');
    }

    @SuppressWarnings("EnumOrdinal") // ruleIndex points into the rules array, which is written in declaration order
    private static void result(JsonGenerator g, CheckResult c, ProbeEnvironment env) throws IOException {
        g.writeStartObject();
        g.writeStringField("ruleId", c.check().id());
        g.writeNumberField("ruleIndex", c.check().ordinal());
        switch (c.outcome()) {
            case OPEN -> { g.writeStringField("kind", "fail"); g.writeStringField("level", "error"); }
            case BLOCKED -> { g.writeStringField("kind", "pass"); g.writeStringField("level", "none"); }
            case NOT_APPLICABLE -> { g.writeStringField("kind", "notApplicable"); g.writeStringField("level", "none"); }
            case ERROR -> { g.writeStringField("kind", "review"); g.writeStringField("level", "warning"); }
        }
        text(g, "message", c.outcome().id() + (c.subject().isEmpty() ? "" : " (" + c.subject() + ")") + ": " + c.evidence());
        g.writeArrayFieldStart("locations");
        g.writeStartObject();
        g.writeArrayFieldStart("logicalLocations");
        g.writeStartObject();
        g.writeStringField("name", c.subject().isEmpty() ? c.check().id() : c.subject());
        g.writeStringField("fullyQualifiedName", "environment: " + env.summary() + (c.subject().isEmpty() ? "" : " / " + c.subject()));
        g.writeStringField("kind", "resource");
        g.writeEndObject();
        g.writeEndArray();
        g.writeEndObject();
        g.writeEndArray();
        g.writeObjectFieldStart("properties");
        g.writeStringField("expected", c.check().expected());
        g.writeStringField("outcome", c.outcome().id());
        g.writeStringField("tried", c.check().tried());
        g.writeEndObject();
        g.writeEndObject();
    }

    private static void text(JsonGenerator g, String field, String text) throws IOException {
        g.writeObjectFieldStart(field);
        g.writeStringField("text", text);
        g.writeEndObject();
    }
}
