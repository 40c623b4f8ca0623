package dev.agentlint.probe;

import java.util.List;

/**
 * What the script is told: targets (replacing the default network targets when any is given),
 * decoy files, protected files, the decoy token, each check's time bound, and process ids to
 * leave out of the token search (the agentlint process that launched it, whose command line
 * holds the token).
 */
public record ProbeSettings(List<Target> targets, List<String> decoys, List<String> protect, String decoyToken,
        int timeoutSeconds, List<Long> selfPids) {

    public ProbeSettings {
        targets = List.copyOf(targets);
        decoys = List.copyOf(decoys);
        protect = List.copyOf(protect);
        selfPids = List.copyOf(selfPids);
        for (String p : decoys) requireOneLine(p, "--decoy");
        for (String p : protect) requireOneLine(p, "--protect");
        if (decoyToken != null) {
            requireOneLine(decoyToken, "--decoy-token");
            if (decoyToken.length() < 8) throw new IllegalArgumentException("--decoy-token must be at least 8 characters, or it matches by chance");
        }
        if (timeoutSeconds < 1 || timeoutSeconds > 60) throw new IllegalArgumentException("--timeout must be 1 to 60 seconds");
    }

    private static void requireOneLine(String s, String option) {
        if (s.isEmpty() || s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0 || s.indexOf('\0') >= 0) {
            throw new IllegalArgumentException(option + " must be one non-empty line");
        }
    }

    public boolean defaultNetwork() {
        return targets.isEmpty();
    }
}
