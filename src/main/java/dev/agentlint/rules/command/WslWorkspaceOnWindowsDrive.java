package dev.agentlint.rules.command;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.ServiceUnit;
import dev.agentlint.model.Located;
import dev.agentlint.model.WindowsDrives;
import dev.agentlint.model.Word;
import java.util.List;
import java.util.Set;

/**
 * An agent's workspace on a Windows drive mounted into WSL ({@code /mnt/c/…}): the agent
 * then works on files Windows programs also run, over a slow, permission-less 9P mount.
 */
public final class WslWorkspaceOnWindowsDrive implements Rule {

    /** Agent options that name the working directory or extra directories. */
    private static final Set<String> DIRECTORY_OPTIONS = Set.of("--add-dir", "-C", "--cd", "--cwd", "--workdir",
            "--workspace", "--include-directories", "--directory");

    @Override
    public String id() {
        return "wsl-workspace-on-windows-drive";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        services(facts, out);
        boolean startsAgent = facts.commands().stream().anyMatch(c -> c.agent().isPresent());
        if (!startsAgent) return;
        for (Command c : facts.commands()) {
            if (c.program().equals("cd") && c.args().size() == 1 && onWindowsDrive(c.args().get(0))) {
                report(c, c.args().get(0), Message.of("cd", "path", c.args().get(0).value()), out);
            }
            if (c.agent().isEmpty()) continue;
            options(c, c.args(), out);
            for (Command.Wrapper w : c.wrappers()) if (w.name().equals("wsl")) options(c, w.words(), out);
        }
    }

    /** A service that runs an agent with its working directory on a Windows drive. */
    private static void services(FileFacts facts, Findings out) {
        for (ServiceUnit u : facts.units()) {
            Located<String> wd = u.workingDirectory();
            if (u.agent() == null || wd == null) continue;
            String path = wd.value();
            if (!WindowsDrives.onDrive(path, WindowsDrives.DEFAULT_ROOT)) continue;
            out.add(wd.location(), Message.of("service", "agent", u.agent().value(), "unit", u.name(), "path", path), path);
        }
    }

    private static void options(Command c, List<Word> words, Findings out) {
        for (int i = 0; i < words.size(); i++) {
            String v = words.get(i).value();
            int eq = v.indexOf('=');
            String name = eq > 0 && v.startsWith("--") ? v.substring(0, eq) : v;
            if (!DIRECTORY_OPTIONS.contains(name)) continue;
            Word value = eq > 0 ? words.get(i) : i + 1 < words.size() ? words.get(i + 1) : null;
            String path = eq > 0 ? v.substring(eq + 1) : value == null ? "" : value.value();
            if (value != null && WindowsDrives.onDrive(path, WindowsDrives.DEFAULT_ROOT)) {
                report(c, value, Message.of("works-in", "agent", c.agent().orElse(c.program()), "path", path), out);
            }
        }
    }

    private static boolean onWindowsDrive(Word w) {
        return WindowsDrives.onDrive(w.value(), WindowsDrives.DEFAULT_ROOT);
    }

    private static void report(Command c, Word at, Message what, Findings out) {
        out.add(c.location().withSpan(at.span()), what, at.value());
    }
}
