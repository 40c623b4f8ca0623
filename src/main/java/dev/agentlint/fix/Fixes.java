package dev.agentlint.fix;

import dev.agentlint.base.Format;
import dev.agentlint.base.SourceFile;
import dev.agentlint.check.Finding;
import dev.agentlint.check.Fix;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.TomlTreeParser;
import dev.agentlint.parse.YamlTreeParser;
import dev.agentlint.parse.ini.WslIniParser;
import dev.agentlint.parse.unit.UnitFileParser;
import dev.agentlint.parse.xml.XmlTreeParser;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32C;

/**
 * The fix stage: a finding's fix intent becomes edits of the text of the file it names, computed
 * by the editor of that file's format on the text as it was read. An intent that cannot be
 * written (a setting spelled in a way the editor does not change, or edits after which the file
 * would no longer parse) leaves the finding without edits rather than with a guess.
 */
public final class Fixes {

    private Fixes() {}

    /**
     * How many intents of one file are written in one pass. Each is computed on the whole text and
     * checked by reading the fixed text again, so without a bound a file repeating one setting tens
     * of thousands of times would take quadratic time; the findings past it are left without a fix
     * in this pass, and {@code --fix} takes them in the next.
     */
    static final int PER_FILE = 200;

    /** The finding with its intent resolved into edits; unchanged when it has no intent. */
    public static Finding resolve(Finding f) {
        if (f.fix() == null || f.fix().resolved()) return f;
        SourceFile file = f.fix().intent().at().file();
        return resolve(f, digest(file.text()));
    }

    private static Finding resolve(Finding f, String digest) {
        Fix.Intent intent = f.fix().intent();
        SourceFile file = intent.at().file();
        EditText t = new EditText(file.text(), file.lines());
        String shown;
        try {
            shown = write(t, file.format(), intent);
        } catch (ParseException | RuntimeException e) {
            shown = null;
        }
        List<Fix.Edit> edits = shown == null ? List.of() : t.edits();
        if (!edits.isEmpty() && !stillParses(file.format(), EditText.apply(file.text(), edits))) edits = List.of();
        return f.withFix(new Fix(null, file.path(), file.displayPath(), file.format(), digest, edits, edits.isEmpty() ? null : shown));
    }

    /** Every finding's intent resolved, in order; the text of each file digested once, at most {@link #PER_FILE} intents a file. */
    public static List<Finding> resolveAll(List<Finding> findings) {
        List<Finding> out = new ArrayList<>(findings.size());
        Map<SourceFile, String> digests = new IdentityHashMap<>();
        Map<SourceFile, Integer> written = new IdentityHashMap<>();
        for (Finding f : findings) {
            if (f.fix() == null || f.fix().resolved()) {
                out.add(f);
                continue;
            }
            SourceFile file = f.fix().intent().at().file();
            String digest = digests.computeIfAbsent(file, x -> digest(x.text()));
            int n = written.merge(file, 1, Integer::sum);
            out.add(n > PER_FILE
                    ? f.withFix(new Fix(null, file.path(), file.displayPath(), file.format(), digest, List.of(), null))
                    : resolve(f, digest));
        }
        return out;
    }

    private static String write(EditText t, Format format, Fix.Intent intent) throws ParseException {
        if (intent instanceof Fix.All all) return writeAll(t, format, all);
        if (intent instanceof Fix.Words w) return CommandLineEditor.replace(t, w.at().span(), w.was(), w.words());
        if (intent instanceof Fix.AddWords a) return CommandLineEditor.addAfter(t, a.at().span(), a.after(), a.words());
        if (intent instanceof Fix.Replace r) return ValueEnd.replace(t, r.at().span(), r.was(), r.now());
        Editor editor = editor(format);
        if (editor == null) return null;
        if (intent instanceof Fix.Set s) return editor.set(t, s.at().path(), s.value(), s.at().span());
        if (intent instanceof Fix.Remove r) return editor.remove(t, r.at().path(), r.at().span());
        if (intent instanceof Fix.Add a) return editor.add(t, a.at().path(), a.values(), a.at().span());
        return null;
    }

    /** Every part, or nothing: a part that cannot be written (or names another file) drops the whole fix. */
    private static String writeAll(EditText t, Format format, Fix.All all) throws ParseException {
        List<String> shown = new ArrayList<>();
        for (Fix.Intent part : all.parts()) {
            if (part instanceof Fix.All || !part.at().file().equals(all.at().file())) return null;
            String s = write(t, format, part);
            if (s == null) return null;
            if (!s.isEmpty()) shown.add(s);
        }
        return String.join("; ", shown);
    }

    /** The editor of a format's settings, or null for formats whose fixes are command-line edits only. */
    static Editor editor(Format format) {
        return switch (format) {
            case CLAUDE_SETTINGS, MCP_CONFIG, SRT_SETTINGS, DEVCONTAINER, PACKAGE_JSON, DEVBOX, GEMINI_SETTINGS,
                 VSCODE_SETTINGS -> new JsonEditor();
            case COMPOSE, KUBE, LIMA, GITHUB_WORKFLOW, GITHUB_ACTION, TASKFILE -> new YamlEditor();
            case CODEX_CONFIG, MISE -> new TomlEditor();
            case WSL_CONF -> new WslIniEditor(WslIniParser.Dialect.WSL_CONF);
            case WSL_CONFIG -> new WslIniEditor(WslIniParser.Dialect.WSLCONFIG);
            case SYSTEMD_UNIT, QUADLET -> new UnitEditor();
            case SHELL -> new ShellEditor();
            case WSB -> new XmlEditor();
            case LAUNCHD_PLIST, POWERSHELL, BATCH, MAKEFILE, DOCKERFILE, CREDENTIAL_FILE, JUSTFILE -> null;
        };
    }

    /** Whether the fixed text still reads as its format (a fix never turns a file into a parse error). */
    static boolean stillParses(Format format, String text) {
        try {
            switch (format) {
                case CLAUDE_SETTINGS, MCP_CONFIG, SRT_SETTINGS, DEVCONTAINER, PACKAGE_JSON, DEVBOX, GEMINI_SETTINGS,
                     VSCODE_SETTINGS -> JsonTreeParser.parse(text, true);
                case COMPOSE, KUBE, LIMA, GITHUB_WORKFLOW, GITHUB_ACTION, TASKFILE -> YamlTreeParser.parseAll(text);
                case CODEX_CONFIG, MISE -> TomlTreeParser.parse(text);
                case SYSTEMD_UNIT, QUADLET -> UnitFileParser.parse(text);
                case WSB -> XmlTreeParser.parse(text);
                case WSL_CONF, WSL_CONFIG, LAUNCHD_PLIST, SHELL, POWERSHELL, BATCH, MAKEFILE, DOCKERFILE, CREDENTIAL_FILE,
                     JUSTFILE -> {
                    // Line-oriented readers that accept any text: the editor's own checks are what keeps them valid.
                }
            }
            return true;
        } catch (ParseException e) {
            return false;
        }
    }

    /**
     * What a fix was computed on, to tell whether the file changed before it is written: the
     * text's length and the CRC-32C of its UTF-8 bytes. Not a cryptographic digest, and it need not
     * be one: whoever can change the file between the scan and the write can write anything into it
     * anyway. A cryptographic one would start Java's security providers, which cost a one-file scan
     * about 14 ms (7%) for a check that only {@code --fix} and {@code --diff} make.
     */
    public static String digest(String text) {
        CRC32C crc = new CRC32C();
        crc.update(text.getBytes(StandardCharsets.UTF_8));
        return text.length() + ":" + Long.toHexString(crc.getValue());
    }
}
