package dev.agentlint.extract.wsl;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.Extractor;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Setting;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.WindowsDrives;
import dev.agentlint.parse.ini.WslIni;
import dev.agentlint.parse.ini.WslIniParser;

/**
 * {@code /etc/wsl.conf}: how a WSL distribution reaches into Windows. Defaults when a key or its
 * section is absent: fixed drives mounted read-write under {@code /mnt/}, {@code /etc/fstab}
 * mounted, Windows programs launchable, the Windows PATH appended. A malformed line is not an
 * error for agentlint: WSL warns and stops reading there, which {@link WslSettings} reproduces.
 */
public final class WslConfExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) {
        WslSettings s = WslSettings.read(facts.file(), WslIniParser.Dialect.WSL_CONF, facts.commentRecorder(facts.file()));
        VirtualMachine vm = new VirtualMachine(VirtualMachine.Kind.WSL_DISTRO, s.fileStart());

        Setting<Boolean> drives = s.bool(true, "automount.enabled");
        Setting<String> root = s.string(WindowsDrives.DEFAULT_ROOT, "automount.root");
        if (!root.value().endsWith("/")) root = new Setting<>(root.value() + "/", root.explicit(), root.location(), root.caveat());
        Setting<Boolean> fstab = s.bool(true, "automount.mountFsTab");
        Setting<Boolean> interop = s.bool(true, "interop.enabled");
        Setting<Boolean> windowsPath = s.bool(true, "interop.appendWindowsPath");
        WslIni.Entry boot = s.entry("boot.command");
        Located<String> bootCommand = boot == null || boot.value().isBlank() ? null
                : new Located<>(boot.value(), s.location(boot, "boot.command"));
        vm.windowsIntegration(new VirtualMachine.WindowsIntegration(drives, root, fstab, interop, windowsPath, bootCommand));

        if (bootCommand != null) {
            // A distribution that mounts Windows drives or runs Windows programs is not isolated from the host.
            ExecContext context = drives.value() || interop.value()
                    ? ExecContext.host(Phrase.of("WSL boot command, as root in a distribution that shares Windows drives or interop"))
                    : ExecContext.vm(Phrase.of("WSL boot command, as root in the distribution"));
            Location at = new Location(facts.file(), boot.valueSpan(), "/boot/command");
            vm.provisioning().add(EmbeddedScript.shell("wsl.conf [boot] command", boot.value(), at, boot.verbatim(), context));
        }
        facts.vms().add(vm);
        facts.embeddedScripts().addAll(vm.provisioning());
    }
}
