package dev.agentlint.rules.vm;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.WindowsDrives;
import dev.agentlint.model.Word;
import java.util.List;
import java.util.Set;

/** The {@code wsl.conf} {@code [boot] command} runs something from a Windows drive ({@code /mnt/c/...}). */
public final class WslBootCommandOnWindowsDrive implements Rule {

    @Override
    public String id() {
        return "wsl-boot-command-on-windows-drive";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (VirtualMachine vm : facts.vms()) {
            VirtualMachine.WindowsIntegration w = vm.windowsIntegration();
            if (w == null || w.bootCommand() == null) continue;
            Located<String> boot = w.bootCommand();
            String root = w.driveMountRoot().value();
            // The boot command's own commands, as the shell stage walked them (the script is recorded as provisioning).
            for (Command c : facts.commands()) {
                String at = c.location().path();
                if (at == null || !at.equals(BOOT) && !at.startsWith(BOOT + "/")) continue;
                String path = drivePath(c.argv().stream().map(Word::value).toList(), root);
                if (path == null) continue;
                out.add(boot.location(), Message.of("boot-on-drive", "path", path), path);
                break;
            }
        }
    }

    /** Where the WSL reader records the boot command: every command walked in it is at this path or below it. */
    private static final String BOOT = "/boot/command";

    /** Programs whose first operand is the script they run. */
    private static final Set<String> INTERPRETERS = Set.of(
            "sh", "bash", "dash", "zsh", "ksh", "python", "python3", "node", "perl", "ruby", "pwsh", "source", ".", "exec", "cd");

    /**
     * The first path under the drive mount root ({@code /mnt/c/...} by default) that a simple
     * command runs or changes to, or null: the program itself, an interpreter's script, a
     * {@code cd} target. Other arguments ({@code echo /mnt/c}) do not count.
     */
    public static String drivePath(List<String> words, String root) {
        int i = 0;
        while (i < words.size()) {
            String w = words.get(i);
            if (WindowsDrives.onDrive(w, root)) return w;
            String base = w.substring(w.lastIndexOf('/') + 1);
            if (!INTERPRETERS.contains(base)) break;
            i++;
            while (i < words.size() && words.get(i).startsWith("-")) i++;
        }
        return null;
    }
}
