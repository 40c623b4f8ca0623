package dev.agentlint.probe;

import dev.agentlint.report.TextReporter;
import java.io.PrintWriter;

/** The probe's report for people: where it ran, then one line a result, what failed first. */
final class ProbeTextReport {

    private ProbeTextReport() {}

    static void write(ProbeReport r, PrintWriter out) {
        ProbeEnvironment env = r.environment();
        out.println("agentlint probe: " + TextReporter.oneLine(env.summary()));
        for (ProbeEnvironment.Agent a : env.agents()) {
            out.println("  agent " + TextReporter.oneLine(a.name() + " " + a.version() + " (" + a.path() + ")"));
        }
        for (String p : r.problems()) out.println("  problem: " + TextReporter.oneLine(p));
        out.println();
        for (Outcome o : new Outcome[] {Outcome.OPEN, Outcome.ERROR, Outcome.BLOCKED, Outcome.NOT_APPLICABLE}) {
            for (CheckResult c : r.results()) {
                if (c.outcome() != o) continue;
                out.printf("%-14s %-24s %s%s  [%s]%n", c.outcome().id(), c.check().id(),
                        c.subject().isEmpty() ? "" : TextReporter.oneLine(c.subject()) + ": ", TextReporter.oneLine(c.evidence()),
                        String.join(", ", c.check().runIds()));
            }
        }
        out.println();
        out.printf("%d open, %d blocked, %d not applicable, %d errors (every check expects: blocked)%s%n", r.count(Outcome.OPEN),
                r.count(Outcome.BLOCKED), r.count(Outcome.NOT_APPLICABLE), r.count(Outcome.ERROR),
                r.complete() ? "" : "; the evidence is incomplete");
        out.flush();
    }
}
