package dev.agentlint.fix;

import dev.agentlint.check.Finding;
import dev.agentlint.check.Fix;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Which fixes of a scan go into which file: the findings' edits grouped by file, each file read
 * again (never through a symbolic link, never outside the scanned roots) and compared with the
 * text the edits were computed on; files that changed since are refused, not patched.
 *
 * @param patches the files to write, in the order their first finding was reported
 * @param refused files left alone, and why
 */
public record FixPlan(List<FilePatch> patches, List<Refusal> refused) {

    /** A file agentlint will not write, and why. */
    public record Refusal(String displayPath, String reason) {}

    /**
     * @param findings every finding of the scan (suppressed ones are never fixed)
     * @param wanted   the findings whose fixes to apply (by kind: safe, or also unsafe)
     * @param roots    the scanned paths: nothing outside them is written
     */
    public static FixPlan of(List<Finding> findings, Predicate<Finding> wanted, List<Path> roots) {
        Map<Path, List<Finding>> byFile = new LinkedHashMap<>();
        for (Finding f : findings) {
            if (f.suppressed() || !f.fixable() || !wanted.test(f)) continue;
            byFile.computeIfAbsent(f.fix().file().toAbsolutePath().normalize(), k -> new ArrayList<>()).add(f);
        }
        List<FilePatch> patches = new ArrayList<>();
        List<Refusal> refused = new ArrayList<>();
        for (Map.Entry<Path, List<Finding>> e : byFile.entrySet()) {
            Fix first = e.getValue().get(0).fix();
            String why = outside(e.getKey(), roots);
            if (why != null) {
                refused.add(new Refusal(first.displayPath(), why));
                continue;
            }
            byte[] bytes;
            try {
                bytes = Files.readAllBytes(e.getKey());
            } catch (IOException ex) {
                refused.add(new Refusal(first.displayPath(), "it cannot be read again: " + ex.getMessage()));
                continue;
            }
            boolean bom = bytes.length >= 3 && (bytes[0] & 0xff) == 0xef && (bytes[1] & 0xff) == 0xbb && (bytes[2] & 0xff) == 0xbf;
            String text;
            try {
                text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(bytes, bom ? 3 : 0, bytes.length - (bom ? 3 : 0))).toString();
            } catch (CharacterCodingException ex) {
                refused.add(new Refusal(first.displayPath(), "it is not UTF-8 text, which is all agentlint writes"));
                continue;
            }
            if (!Fixes.digest(text).equals(first.digest())) {
                refused.add(new Refusal(first.displayPath(), "it changed since it was read; scan it again"));
                continue;
            }
            patches.add(combine(e.getKey(), first.displayPath(), bytes, bom, text, e.getValue()));
        }
        return new FixPlan(List.copyOf(patches), List.copyOf(refused));
    }

    /**
     * The findings' edits applied together, in order: insertions at one place follow each other;
     * a finding whose edits overlap edits already taken waits for the next pass; the same edit
     * proposed twice is made once. A combination that would not parse keeps only the first fix.
     */
    static FilePatch combine(Path file, String displayPath, byte[] bytes, boolean bom, String text, List<Finding> fixable) {
        List<Fix.Edit> taken = new ArrayList<>();
        List<Finding> in = new ArrayList<>(), deferred = new ArrayList<>();
        for (Finding f : fixable) {
            List<Fix.Edit> own = new ArrayList<>();
            boolean clash = false;
            for (Fix.Edit e : f.fix().edits()) {
                if (taken.contains(e)) continue;
                for (Fix.Edit t : taken) {
                    boolean insertions = e.start() == e.end() && t.start() == t.end();
                    boolean overlap = insertions ? false : e.start() < t.end() && t.start() < e.end()
                            || (e.start() == e.end() && e.start() > t.start() && e.start() < t.end())
                            || (t.start() == t.end() && t.start() > e.start() && t.start() < e.end());
                    if (overlap) clash = true;
                }
                own.add(e);
            }
            if (clash) {
                deferred.add(f);
                continue;
            }
            List<Fix.Edit> tried = new ArrayList<>(taken);
            tried.addAll(own);
            if (!in.isEmpty() && !Fixes.stillParses(f.fix().format(), EditText.apply(text, ordered(tried)))) {
                deferred.add(f);
                continue;
            }
            taken = tried;
            in.add(f);
        }
        return new FilePatch(file, displayPath, bytes, bom, text, EditText.apply(text, ordered(taken)), in, deferred);
    }

    /**
     * In text order. Insertions at one offset: the more deeply indented first, else in the order
     * they were taken (a stable sort keeps it). Where several indented blocks end at one place (a
     * YAML container's {@code resources:} and the container itself), a key added to the inner one
     * must come before a key added to the outer one: after the outer key, the inner block is closed.
     */
    public static List<Fix.Edit> ordered(List<Fix.Edit> edits) {
        List<Fix.Edit> out = new ArrayList<>(edits);
        out.sort((a, b) -> a.start() != b.start() ? Integer.compare(a.start(), b.start())
                : a.end() != a.start() || b.end() != b.start() ? Boolean.compare(a.end() != a.start(), b.end() != b.start())
                : Integer.compare(indent(b.text()), indent(a.text())));
        return out;
    }

    /** The indentation of an inserted text's first line that holds something. */
    private static int indent(String inserted) {
        int i = 0;
        while (i < inserted.length() && (inserted.charAt(i) == '\n' || inserted.charAt(i) == '\r')) i++;
        int from = i;
        while (i < inserted.length() && (inserted.charAt(i) == ' ' || inserted.charAt(i) == '\t')) i++;
        return i - from;
    }

    /** Why a file is not to be written (a symbolic link on its way, or outside every root), or null. */
    private static String outside(Path file, List<Path> roots) {
        for (Path root : roots) {
            Path r = root.toAbsolutePath().normalize();
            if (!file.startsWith(r)) continue;
            Path at = r;
            if (Files.isSymbolicLink(at)) return "the scanned path " + root + " is a symbolic link (agentlint never writes through one)";
            for (Path part : r.relativize(file)) {
                at = at.resolve(part);
                if (Files.isSymbolicLink(at)) return r.relativize(at) + " is a symbolic link (agentlint never writes through one)";
            }
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) return "it is not a regular file";
            return null;
        }
        return "it lies outside the scanned paths";
    }
}
