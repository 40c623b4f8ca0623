package dev.agentlint.probe;

import dev.agentlint.model.Secrets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;

/** Judges secrets: secret-named variables in the probe's and other processes' environments, and the decoy token. */
final class SecretChecks {

    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,255}");

    private SecretChecks() {}

    static void judge(Evidence e, boolean tokenGiven, List<CheckResult> out) {
        TreeSet<String> own = new TreeSet<>();
        for (Evidence.Line l : e.all("envname")) if (secret(l.text())) own.add(l.text());
        out.add(own.isEmpty()
                ? new CheckResult(Check.OWN_ENVIRONMENT, "", Outcome.BLOCKED, "no secret-named variable")
                : new CheckResult(Check.OWN_ENVIRONMENT, "", Outcome.OPEN, "secret-named variables (values not read): " + String.join(", ", own)));

        Map<String, TreeSet<String>> byName = new TreeMap<>();
        for (Evidence.Line l : e.all("procenv")) {
            String name = l.rest(1);
            if (secret(name)) byName.computeIfAbsent(name, k -> new TreeSet<>()).add(l.field(0));
        }
        Map<String, TreeSet<String>> byOption = new TreeMap<>();
        for (Evidence.Line l : e.all("proccmd")) {
            String option = l.rest(1);
            String name = (option.startsWith("--") ? option.substring(2) : option.startsWith("-") ? option.substring(1) : option).replace('-', '_');
            if (secret(name)) byOption.computeIfAbsent(option, k -> new TreeSet<>()).add(l.field(0));
        }
        String procs = e.all("procs").stream().findFirst().map(Evidence.Line::text).orElse("");
        if (!byName.isEmpty() || !byOption.isEmpty()) {
            List<String> parts = new ArrayList<>();
            byName.forEach((name, pids) -> parts.add(name + " in the environment of pid " + String.join(", ", pids)));
            byOption.forEach((option, pids) -> parts.add(option + " on the command line of pid " + String.join(", ", pids)));
            out.add(new CheckResult(Check.OTHER_PROCESSES, "", Outcome.OPEN,
                    "other processes hold secret-named variables or options (values not read): " + String.join("; ", parts)));
        } else {
            out.add(new CheckResult(Check.OTHER_PROCESSES, "", Outcome.BLOCKED,
                    "no secret-named variable or option in any readable environment or command line of another process" + (procs.isEmpty() ? "" : " (" + procs + ")")));
        }

        if (!tokenGiven) {
            out.add(new CheckResult(Check.DECOY_TOKEN, "", Outcome.NOT_APPLICABLE, "no decoy token: plant one on the host and pass --decoy-token"));
            return;
        }
        List<String> found = new ArrayList<>();
        if (e.value("token", "own-environ").orElse("no").equals("yes")) found.add("the probe's own environment");
        for (Evidence.Line l : e.all("token", "found")) found.add("/proc/" + l.field(1) + "/" + l.field(2));
        if (e.value("token", "own-environ").isEmpty()) {
            out.add(new CheckResult(Check.DECOY_TOKEN, "", Outcome.ERROR, "the script could not search for the token (no temporary directory)"));
        } else if (found.isEmpty()) {
            out.add(new CheckResult(Check.DECOY_TOKEN, "", Outcome.BLOCKED,
                    "not found in any environment or command line it could read" + (procs.isEmpty() ? "" : " (" + procs + ")")));
        } else {
            out.add(new CheckResult(Check.DECOY_TOKEN, "", Outcome.OPEN, "found in " + String.join(", ", found)));
        }
    }

    /** Variables the shell itself sets: PWD is a directory, not a password. */
    private static final java.util.Set<String> SHELL_VARIABLES = java.util.Set.of("PWD", "OLDPWD", "_");

    private static boolean secret(String name) {
        return NAME.matcher(name).matches() && !name.startsWith("AGENTLINT_PROBE_") && !SHELL_VARIABLES.contains(name)
                && Secrets.isSecretName(name);
    }
}
