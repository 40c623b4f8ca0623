package dev.agentlint.extract.wsb;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.Extractor;
import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.model.Mount;
import dev.agentlint.model.Setting;
import dev.agentlint.model.VirtualMachine;
import dev.agentlint.model.VirtualMachine.Device;
import dev.agentlint.model.VirtualMachine.DeviceAccess;
import dev.agentlint.model.VirtualMachine.Network;
import dev.agentlint.model.VirtualMachine.NetworkMode;
import dev.agentlint.parse.ParseException;
import dev.agentlint.base.Span;
import dev.agentlint.parse.WindowsCommandLine;
import dev.agentlint.parse.xml.XmlElement;
import dev.agentlint.parse.xml.XmlTreeParser;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Windows Sandbox {@code .wsb} files. Element names are matched case-insensitively (Microsoft's own
 * page writes both {@code vGPU} and {@code vGpu}); values {@code Enable}/{@code Disable}/{@code Default}
 * and {@code true}/{@code false} likewise. Defaults: networking, clipboard and microphone on;
 * camera, printers and vGPU off; mapped folders writable unless {@code <ReadOnly>true</ReadOnly>}.
 */
public final class WsbExtractor implements Extractor {

    /** Where a mapped folder appears when no SandboxFolder is given. */
    private static final String DEFAULT_SANDBOX_FOLDER = "C:\\Users\\WDAGUtilityAccount\\Desktop";

    @Override
    public void extract(FileFacts facts) throws ParseException {
        SourceFile file = facts.file();
        XmlElement root = XmlTreeParser.parse(file.text(), file.lines());
        if (!root.is("Configuration")) {
            throw new ParseException("a Windows Sandbox file has a <Configuration> root element, not <" + root.name() + ">", root.tagSpan());
        }
        Location anchor = at(file, root, root.tagSpan());
        VirtualMachine vm = new VirtualMachine(VirtualMachine.Kind.WINDOWS_SANDBOX, anchor);

        Setting<Boolean> networking = toggle(file, root, "Networking", true);
        if (networking.value()) {
            vm.networks().add(new Network(NetworkMode.HOST_SWITCH,
                    networking.explicit() ? "Networking: Enable" : "networking (on by default)", networking.explicit(),
                    networking.location()));
        }
        vm.devices().add(new DeviceAccess(Device.CLIPBOARD, toggle(file, root, "ClipboardRedirection", true)));
        vm.devices().add(new DeviceAccess(Device.MICROPHONE, toggle(file, root, "AudioInput", true)));
        vm.devices().add(new DeviceAccess(Device.CAMERA, toggle(file, root, "VideoInput", false)));
        vm.devices().add(new DeviceAccess(Device.PRINTER, toggle(file, root, "PrinterRedirection", false)));
        vm.devices().add(new DeviceAccess(Device.GPU, toggle(file, root, "vGPU", false)));

        for (XmlElement folders : root.childrenIgnoreCase("MappedFolders")) {
            for (XmlElement folder : folders.childrenIgnoreCase("MappedFolder")) {
                XmlElement host = folder.childIgnoreCase("HostFolder");
                if (host == null || host.trimmedText().isEmpty()) continue;
                if (!absoluteWindowsPath(host.trimmedText())) {
                    // Windows Sandbox refuses a relative HostFolder and does not start: nothing is shared.
                    facts.unchecked(Phrase.of("MappedFolder {folder} is not an absolute path: Windows Sandbox"
                            + " does not support relative HostFolder paths and will not start with it", "folder", host.trimmedText()),
                            at(file, host, host.span()));
                    continue;
                }
                XmlElement sandbox = folder.childIgnoreCase("SandboxFolder");
                XmlElement readOnly = folder.childIgnoreCase("ReadOnly");
                boolean ro = readOnly != null && readOnly.trimmedText().equalsIgnoreCase("true");
                String target = sandbox != null && !sandbox.trimmedText().isEmpty() ? sandbox.trimmedText() : DEFAULT_SANDBOX_FOLDER;
                vm.shares().add(new Mount(Mount.Kind.SHARE, HostPath.of(host.trimmedText()), target, ro, Phrase.of("Windows Sandbox MappedFolder"),
                        at(file, host, host.span())));
            }
        }
        for (XmlElement logon : root.childrenIgnoreCase("LogonCommand")) {
            for (XmlElement command : logon.childrenIgnoreCase("Command")) {
                String line = command.trimmedText();
                if (line.isEmpty()) continue;
                Location whole = at(file, command, command.textSpan());
                vm.provisioning().add(EmbeddedScript.exec("Windows Sandbox LogonCommand", argv(file, command, line, whole), whole,
                        ExecContext.vm(Phrase.of("Windows Sandbox, after logon"), vm)));
            }
        }
        facts.vms().add(vm);
        facts.embeddedScripts().addAll(vm.provisioning());
        facts.mounts().addAll(vm.shares());
    }

    /** {@code C:\\x}, {@code C:/x}, {@code \\\\server\\share}, or an environment variable that holds one ({@code %USERPROFILE%\\x}). */
    static boolean absoluteWindowsPath(String p) {
        if (p.length() >= 3 && Character.isLetter(p.charAt(0)) && p.charAt(1) == ':' && (p.charAt(2) == '\\' || p.charAt(2) == '/')) return true;
        return p.startsWith("\\\\") || p.startsWith("//") || p.startsWith("%");
    }

    /** An Enable/Disable/Default element; absent, {@code Default} or an unknown value mean the default. */
    private static Setting<Boolean> toggle(SourceFile file, XmlElement root, String name, boolean defaultOn) {
        XmlElement e = root.childIgnoreCase(name);
        if (e == null) return Setting.byDefault(defaultOn, at(file, root, root.tagSpan()).child(name, root.tagSpan()));
        Location where = at(file, e, e.span());
        String v = e.trimmedText().toLowerCase(Locale.ROOT);
        return switch (v) {
            case "enable", "true" -> Setting.written(true, where);
            case "disable", "false" -> Setting.written(false, where);
            case "default", "" -> Setting.byDefault(defaultOn, where);
            default -> Setting.ignored(defaultOn, where, Phrase.of("'{value}' is not Enable, Disable or Default", "value", e.trimmedText()));
        };
    }

    private static List<Located<String>> argv(SourceFile file, XmlElement command, String line, Location whole) {
        Span t = command.textSpan();
        int start = file.lines().offset(t.line(), t.column());
        // Per-argument positions only when the text is written as is (no entities, CDATA or line breaks).
        boolean verbatim = t.line() == t.endLine() && file.text().startsWith(line, start);
        List<Located<String>> out = new ArrayList<>();
        for (WindowsCommandLine.Arg a : WindowsCommandLine.split(line)) {
            Location l = verbatim ? whole.withSpan(new Span(t.line(), t.column() + a.start(), t.line(), t.column() + a.end())) : whole;
            out.add(new Located<>(a.value(), l));
        }
        return out;
    }

    private static Location at(SourceFile file, XmlElement e, Span span) {
        return new Location(file, span, e.path());
    }
}
