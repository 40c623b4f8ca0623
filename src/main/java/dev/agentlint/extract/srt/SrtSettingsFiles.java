package dev.agentlint.extract.srt;

import dev.agentlint.base.Phrase;
import dev.agentlint.discover.Classifier;
import dev.agentlint.base.Format;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Location;
import dev.agentlint.model.Unresolved;
import dev.agentlint.model.Word;
import dev.agentlint.parse.ParseException;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.TreeFiles;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code srt --settings FILE CMD} (or {@code -s FILE}): the sandbox-runtime settings the command
 * runs under are FILE, whatever it is called, so it is read as sandbox-runtime settings and its
 * policy joins the facts of the file that launches it (its findings lie in FILE). Read after the
 * shell stage has found the launches, through the tree only, as srt resolves the path: against the
 * directory the command runs in, which a script does not say, so its own directory, then the top of
 * the scanned tree. A file that discovery already reads as sandbox-runtime settings by its name is
 * left to its own scan.
 */
public final class SrtSettingsFiles {

    /** More settings files than one file's launches name in earnest; each is read from disk. */
    static final int MAX_FOLLOWED = 16;

    private SrtSettingsFiles() {}

    public static void follow(FileFacts facts, TreeFiles tree) {
        if (tree.root() == null || facts.commands().isEmpty()) return;
        Set<String> seen = new HashSet<>();
        for (Command c : facts.commands()) {
            for (Command.Wrapper w : c.wrappers()) {
                if (!w.name().equals("srt")) continue;
                Word settings = settings(w.words());
                if (settings == null || !seen.add(settings.value()) || seen.size() > MAX_FOLLOWED) continue;
                Location at = c.location().withSpan(settings.span() == null ? c.location().span() : settings.span());
                String what = "srt --settings " + settings.value();
                if (!settings.literal() || settings.value().startsWith("~") || settings.value().contains("$")) {
                    facts.unresolved().add(new Unresolved(what, Phrase.of("the path is computed when the command runs"), at));
                    continue;
                }
                read(facts, tree, c.location().file(), settings.value(), what, at);
            }
        }
    }

    private static void read(FileFacts facts, TreeFiles tree, SourceFile from, String reference, String what, Location at) {
        TreeFiles.Lookup first = null;
        for (Path dir : directories(from, tree.root())) {
            TreeFiles.Lookup l = tree.readIn(dir, reference, Format.SRT_SETTINGS);
            if (first == null) first = l;
            if (l instanceof TreeFiles.Found) {
                first = l;
                break;
            }
        }
        if (first instanceof TreeFiles.Refused r) {
            // A missing file is said as plainly as one outside the tree: the sandbox's settings are what is not known.
            facts.unresolved().add(new Unresolved(what, r.reason(), at));
            return;
        }
        if (!(first instanceof TreeFiles.Found found)) return;
        SourceFile file = found.file();
        if (scannedAsSettings(file)) return;
        List<AgentPolicy> policies = found.derived("srt-settings", SrtSettingsFiles::policies);
        if (policies == null) {
            facts.unresolved().add(new Unresolved(what, Phrase.of("it is not valid sandbox-runtime settings (strict JSON object)"), at));
            return;
        }
        facts.policies().addAll(policies);
    }

    /** The policy the file holds, or null when it is not valid settings. */
    private static List<AgentPolicy> policies(SourceFile file) {
        FileFacts settings = new FileFacts(file);
        try {
            new SrtSettingsExtractor().extract(settings);
        } catch (ParseException e) {
            return null;
        }
        return List.copyOf(settings.policies());
    }

    private static boolean scannedAsSettings(SourceFile file) {
        String text = file.text();
        return Classifier.classify(file.displayPath(), () -> text.substring(0, Math.min(text.length(), Classifier.HEAD_CHARS)))
                == Format.SRT_SETTINGS;
    }

    private static List<Path> directories(SourceFile from, Path top) {
        Path own = from.path() == null ? top : from.path().toAbsolutePath().getParent();
        return own == null || own.equals(top) ? List.of(top) : List.of(own, top);
    }

    /** {@code --settings FILE}, {@code --settings=FILE}, {@code -s FILE} among srt's own words. */
    private static Word settings(List<Word> words) {
        for (int k = 1; k < words.size(); k++) {
            String v = words.get(k).value();
            if ((v.equals("--settings") || v.equals("-s")) && k + 1 < words.size()) return words.get(k + 1);
            if (v.startsWith("--settings=")) {
                Word w = words.get(k);
                return new Word(v.substring("--settings=".length()), w.span(), w.literal());
            }
        }
        return null;
    }
}
