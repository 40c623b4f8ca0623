package dev.agentlint.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.agentlint.base.ExitCode;
import dev.agentlint.check.Lang;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.check.RuleMeta;
import dev.agentlint.report.RuleDocs;
import dev.agentlint.rules.AllRules;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code agentlint rules}: the catalogue, as a table or as JSON for tools. */
@Command(name = "rules", mixinStandardHelpOptions = true, description = "List every rule: id, level, policy ids and title.")
final class RulesCommand implements Callable<Integer> {

    enum Format { text, json }

    @CommandLine.Option(names = {"-f", "--format"}, paramLabel = "FORMAT",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Format format = Format.text;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        RuleCatalog catalog = AllRules.catalog();
        Lang lang = Main.lang(spec.commandLine());
        List<RuleMeta> all = catalog.allMeta(lang);
        if (format == Format.json) json(catalog, all, lang, out);
        else table(all, out);
        out.flush();
        return ExitCode.CLEAN;
    }

    private static void table(List<RuleMeta> all, PrintWriter out) {
        int idWidth = all.stream().mapToInt(m -> m.id().length()).max().orElse(2);
        int runWidth = all.stream().mapToInt(m -> String.join(",", m.runIds()).length()).max().orElse(3);
        out.printf("%-" + idWidth + "s  %-7s  %-" + runWidth + "s  %s%n", "ID", "LEVEL", "POLICY", "TITLE");
        for (RuleMeta m : all) {
            out.printf("%-" + idWidth + "s  %-7s  %-" + runWidth + "s  %s%n", m.id(), m.level().id(),
                    String.join(",", m.runIds()), m.title());
        }
    }

    /** One object per rule, in the table's order: what editors and scripts need to select and link rules. */
    private static void json(RuleCatalog catalog, List<RuleMeta> all, Lang lang, PrintWriter out) throws IOException {
        try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
            g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            g.useDefaultPrettyPrinter();
            g.writeStartArray();
            for (RuleMeta m : all) {
                g.writeStartObject();
                g.writeStringField("id", m.id());
                g.writeStringField("title", m.title());
                g.writeStringField("level", m.level().id());
                g.writeArrayFieldStart("policy");
                for (String run : m.runIds()) g.writeString(run);
                g.writeEndArray();
                g.writeStringField("family", catalog.family(m.id()));
                g.writeArrayFieldStart("formats");
                for (String f : m.formats()) g.writeString(f);
                g.writeEndArray();
                g.writeStringField("precision", m.precision());
                g.writeStringField("securitySeverity", m.securitySeverity());
                g.writeStringField("helpUri", RuleDocs.helpUri(m, lang));
                if (m.fix() != null) {
                    g.writeObjectFieldStart("fix");
                    g.writeStringField("kind", m.fix().kind());
                    g.writeStringField("description", m.fix().description());
                    g.writeEndObject();
                }
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        out.println();
    }
}
