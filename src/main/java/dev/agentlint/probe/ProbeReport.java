package dev.agentlint.probe;

import java.util.ArrayList;
import java.util.List;

/** What the probe found: where it ran, each check's outcome, and whether the evidence was complete. */
public record ProbeReport(ProbeEnvironment environment, List<CheckResult> results, boolean complete, List<String> problems) {

    /** Judges the script's evidence. {@code tokenGiven}: a decoy token was searched for. */
    public static ProbeReport judge(Evidence e, boolean tokenGiven) {
        List<CheckResult> results = new ArrayList<>();
        if (!e.lines().isEmpty() || e.complete()) {
            FileChecks.judge(e, results);
            SecretChecks.judge(e, tokenGiven || e.value("token", "own-environ").isPresent(), results);
            NetworkChecks.judge(e, results);
            KernelChecks.judge(e, results);
        }
        List<String> problems = new ArrayList<>(e.problems());
        for (Evidence.Line l : e.all("error")) problems.add(l.text());
        return new ProbeReport(ProbeEnvironment.of(e), List.copyOf(results), e.complete(), List.copyOf(problems));
    }

    public long count(Outcome o) {
        return results.stream().filter(r -> r.outcome() == o).count();
    }

    /** Something that should be blocked is open. */
    public boolean anyOpen() {
        return count(Outcome.OPEN) > 0;
    }
}
