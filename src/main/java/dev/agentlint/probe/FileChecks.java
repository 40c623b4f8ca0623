package dev.agentlint.probe;

import java.util.ArrayList;
import java.util.List;

/** Judges what the script saw of files: credential paths, host shares, decoys and their escapes, protected files. */
final class FileChecks {

    private FileChecks() {}

    static void judge(Evidence e, List<CheckResult> out) {
        List<String> absent = new ArrayList<>();
        int credentials = 0;
        for (Evidence.Line l : e.all("file", "credential")) {
            credentials++;
            String state = l.field(1);
            String path = l.rest(2);
            if (state.equals("absent")) absent.add(path);
            else out.add(pathResult(Check.CREDENTIAL_PATHS, path, state));
        }
        if (credentials > 0 && !absent.isEmpty()) {
            out.add(new CheckResult(Check.CREDENTIAL_PATHS, "", Outcome.BLOCKED,
                    absent.size() + " of " + credentials + " paths are not there: " + String.join(", ", absent)));
        }
        for (Evidence.Line l : e.all("file", "host-path")) {
            String path = l.rest(2);
            Check check = path.startsWith("/mnt/") ? Check.WSL_AUTOMOUNT : Check.HOST_PATHS;
            out.add(pathResult(check, path, l.field(1)));
        }

        List<Evidence.Line> decoys = e.all("file", "decoy");
        for (Evidence.Line l : decoys) out.add(pathResult(Check.DECOY, l.rest(2), l.field(1)));
        for (Evidence.Line l : e.all("escape", "dotdot")) out.add(pathResult(Check.DOTDOT, l.rest(2), l.field(1)));
        for (Evidence.Line l : e.all("escape", "symlink")) {
            out.add(l.field(1).equals("error")
                    ? new CheckResult(Check.SYMLINK, l.rest(2), Outcome.ERROR, "could not make a symbolic link in the probe's temporary directory")
                    : pathResult(Check.SYMLINK, l.rest(2), l.field(1)));
        }
        for (Evidence.Line l : e.all("escape", "hardlink")) {
            boolean linked = l.field(1).equals("linked");
            out.add(new CheckResult(Check.HARDLINK, l.rest(2), linked ? Outcome.OPEN : Outcome.BLOCKED,
                    linked ? "a hard link to it could be made (and was removed): a file outside the workspace can be reached through one"
                            : "a hard link to it was refused (another file system, protected_hardlinks or permissions)"));
        }
        if (decoys.isEmpty()) {
            for (Check c : List.of(Check.DECOY, Check.DOTDOT, Check.SYMLINK, Check.HARDLINK)) {
                out.add(new CheckResult(c, "", Outcome.NOT_APPLICABLE, "no decoy named: plant a file on the host and pass --decoy PATH"));
            }
        }

        List<Evidence.Line> protect = e.all("protect");
        for (Evidence.Line l : protect) {
            String state = l.field(0);
            String path = l.rest(1);
            out.add(switch (state) {
                case "writable" -> new CheckResult(Check.PROTECTED, path, Outcome.OPEN, "access(2) allows writing it");
                case "denied" -> new CheckResult(Check.PROTECTED, path, Outcome.BLOCKED, "access(2) refuses writing it (read-only mount or permissions)");
                case "absent" -> new CheckResult(Check.PROTECTED, path, Outcome.NOT_APPLICABLE, "not there inside the isolation: kept outside");
                default -> new CheckResult(Check.PROTECTED, path, Outcome.ERROR, "unexpected state '" + state + "'");
            });
        }
        if (protect.isEmpty()) {
            out.add(new CheckResult(Check.PROTECTED, "", Outcome.NOT_APPLICABLE,
                    "no file named: pass --protect PATH for the isolation's definition and egress rules as seen from inside"));
        }
    }

    /** A path the script read: readable is open; denied or absent is blocked. */
    static CheckResult pathResult(Check check, String path, String state) {
        return switch (state) {
            case "readable" -> new CheckResult(check, path, Outcome.OPEN, "readable (a file gave a byte, or a directory listed)");
            case "denied" -> new CheckResult(check, path, Outcome.BLOCKED, "there, but reading it was refused");
            case "absent" -> new CheckResult(check, path, Outcome.BLOCKED, "not there");
            case "other" -> new CheckResult(check, path, Outcome.ERROR, "neither a file nor a directory; not opened");
            default -> new CheckResult(check, path, Outcome.ERROR, "unexpected state '" + state + "'");
        };
    }
}
