package dev.agentlint.link;

import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.ServiceUnit;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * A service whose starting command ({@code ExecStart=}, launchd's {@code ProgramArguments}) runs a
 * script of the scanned tree runs what that script runs: when the script starts a coding agent,
 * the service is an agent service, and the service rules judge it. The unit names the script by
 * where it is installed ({@code /opt/agent/bin/run-agent.sh}, {@code %h/agent/run.sh}), which no
 * file of the tree states; it is taken to be the tree's script whose path ends the same way (at
 * least a directory and the file name), or the script of that name beside the unit. Facts only:
 * nothing is read or run.
 */
final class UnitScripts {

    /** Interpreters a unit runs a script with: the script is their first argument that is not an option. */
    private static final Set<String> INTERPRETERS = Set.of("sh", "bash", "dash", "zsh", "ksh", "ash", "env");

    private UnitScripts() {}

    /** Whether a unit of the file has no agent of its own and starts something that may be a script of the tree. */
    static boolean needed(FileFacts facts) {
        for (ServiceUnit u : facts.units()) {
            if (u.agent() != null) continue;
            for (EmbeddedScript e : u.commands()) if (starting(e) && script(e) != null) return true;
        }
        return false;
    }

    static void link(FileFacts facts, Definitions definitions, Path root) {
        if (facts.file().path() == null) return;
        Path unitDir = Definitions.key(facts.file().path()).getParent();
        for (ServiceUnit u : facts.units()) {
            if (u.agent() != null) continue;
            for (EmbeddedScript e : u.commands()) {
                if (!starting(e)) continue;
                Located<String> word = script(e);
                if (word == null) continue;
                Located<String> agent = definitions.scriptAgent(word.value(), unitDir, root);
                if (agent != null) {
                    u.agent(new Located<>(agent.value(), word.location()));
                    break;
                }
            }
        }
    }

    /** The commands that start the service (not its stop or reload steps). */
    private static boolean starting(EmbeddedScript e) {
        String path = e.location().path();
        return path.startsWith("/Service/ExecStart") || path.startsWith("/ProgramArguments") || path.startsWith("/Program");
    }

    /** The script a starting command runs: its program, or the first argument of a shell or {@code env} that runs one. */
    private static Located<String> script(EmbeddedScript e) {
        List<Located<String>> argv = e.argv();
        if (argv == null || argv.isEmpty()) return null;
        int k = 0;
        while (k < argv.size()) {
            String v = argv.get(k).value();
            String base = v.substring(v.lastIndexOf('/') + 1);
            if (k > 0 && (v.startsWith("-") || v.contains("="))) {
                if (v.equals("-c")) return null;
                k++;
                continue;
            }
            if (INTERPRETERS.contains(base)) {
                k++;
                continue;
            }
            return v.indexOf('/') >= 0 ? argv.get(k) : null;
        }
        return null;
    }
}
