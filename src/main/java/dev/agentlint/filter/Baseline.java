package dev.agentlint.filter;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import dev.agentlint.check.Finding;
import dev.agentlint.check.Suppression;
import dev.agentlint.config.ConfigException;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import dev.agentlint.read.ReadResult;
import dev.agentlint.read.SourceReader;
import dev.agentlint.base.OutputFile;
import dev.agentlint.base.Version;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Findings a team has accepted as they are, so that only new ones fail a scan. A finding is
 * identified by its fingerprint (rule, path, logical location and evidence; never a line number),
 * computed with the path relative to the baseline file's directory, so the baseline holds
 * whichever directory agentlint runs from. The file format is documented in {@code docs/baseline.md}.
 */
public final class Baseline {

    private static final Pattern POSITIVE_NUMBER = Pattern.compile("[1-9][0-9]{0,8}");

    public static final int FORMAT_VERSION = 1;
    static final long MAX_BYTES = 64L * 1024 * 1024;

    /** One accepted finding: its fingerprint, how many identical ones, and the path it is in. */
    record Entry(String fingerprint, int count, String path) {}

    /** Findings with the baselined ones marked, and how many entries matched nothing in the scanned files. */
    public record Applied(List<Finding> findings, int stale) {}

    private final Path directory;
    private final String displayPath;
    private final Map<String, Entry> entries;

    private Baseline(Path directory, String displayPath, Map<String, Entry> entries) {
        this.directory = directory;
        this.displayPath = displayPath;
        this.entries = entries;
    }

    public String displayPath() {
        return displayPath;
    }

    public int size() {
        return saturated(entries.values().stream().mapToLong(Entry::count).sum());
    }

    /** Reads a baseline; any problem is an error naming the file and position. */
    public static Baseline read(Path file, String displayPath) throws ConfigException {
        Path abs = file.toAbsolutePath().normalize();
        ReadResult r = new SourceReader(MAX_BYTES).read(abs, displayPath, null);
        if (r instanceof ReadResult.Skipped s) throw new ConfigException(displayPath, null, "cannot be used as a baseline: " + s.reason());
        Node root;
        try {
            root = JsonTreeParser.parse(((ReadResult.Text) r).file().text(), false);
        } catch (ParseException e) {
            throw new ConfigException(displayPath, e.span(), "not a baseline (invalid JSON: " + e.getMessage() + ")");
        }
        Node version = root.get("agentlintBaseline");
        if (!version.textOr("").equals(Integer.toString(FORMAT_VERSION))) {
            throw new ConfigException(displayPath, version.span(), version.isMissing()
                    ? "not an agentlint baseline (no \"agentlintBaseline\" version)"
                    : "baseline format " + version.textOr("?") + " is not one this agentlint reads (" + FORMAT_VERSION + ")");
        }
        Node fp = root.get("fingerprintVersion");
        if (!fp.textOr("").equals(Finding.FINGERPRINT_VERSION)) {
            throw new ConfigException(displayPath, fp.span(), "the baseline's fingerprints are version '" + fp.textOr("?")
                    + "', this agentlint computes '" + Finding.FINGERPRINT_VERSION + "': regenerate it with --write-baseline");
        }
        Node list = root.get("findings");
        if (!list.isList()) throw new ConfigException(displayPath, list.span(), "\"findings\" must be a list");
        Map<String, Entry> entries = new LinkedHashMap<>();
        for (Node e : list.elements()) {
            Node f = e.get("fingerprint");
            if (!(f instanceof ScalarNode s) || s.type() != ScalarNode.Type.STRING || !s.value().startsWith(Finding.FINGERPRINT_VERSION + ":")) {
                throw new ConfigException(displayPath, f.span(), "each finding needs a \"fingerprint\" (" + Finding.FINGERPRINT_VERSION + ":…)");
            }
            Node c = e.get("count");
            int count = 1;
            if (!c.isMissing()) {
                if (!POSITIVE_NUMBER.matcher(c.textOr("")).matches()) throw new ConfigException(displayPath, c.span(), "\"count\" must be a positive whole number");
                count = Integer.parseInt(c.textOr("1"));
            }
            String fingerprint = s.value();
            Entry prev = entries.get(fingerprint);
            // Repeated entries add up, without wrapping around into a negative count.
            entries.put(fingerprint, new Entry(fingerprint, saturated((long) count + (prev == null ? 0 : prev.count())), e.get("path").textOr(null)));
        }
        return new Baseline(abs.getParent(), displayPath, entries);
    }

    /**
     * Marks findings the baseline holds as suppressed ({@code external}). Findings already suppressed
     * by an ignore use up their entry but keep their suppression.
     *
     * @param workingDirectory what finding paths are relative to
     * @param scanned          display paths of the files this scan checked (stale entries are counted only among them)
     */
    public Applied apply(List<Finding> findings, Path workingDirectory, Set<String> scanned) {
        Map<String, Integer> remaining = new HashMap<>();
        for (Entry e : entries.values()) remaining.put(e.fingerprint(), e.count());
        Suppression baselined = new Suppression(Suppression.Origin.BASELINE, displayPath,
                "recorded in the baseline " + displayPath + ": it predates the baseline and is not new");
        List<Finding> out = new ArrayList<>(findings.size());
        for (Finding f : findings) {
            String key = fingerprint(f, directory, workingDirectory);
            Integer left = remaining.get(key);
            if (left != null && left > 0) {
                remaining.put(key, left - 1);
                if (!f.suppressed()) f = f.withSuppression(baselined);
            }
            out.add(f);
        }
        Set<String> scannedHere = new HashSet<>();
        for (String p : scanned) scannedHere.add(relative(p, directory, workingDirectory));
        long stale = 0;
        for (Entry e : entries.values()) {
            int left = remaining.get(e.fingerprint());
            if (left > 0 && e.path() != null && scannedHere.contains(e.path())) stale += left;
        }
        return new Applied(out, saturated(stale));
    }

    private static int saturated(long n) {
        return (int) Math.min(Integer.MAX_VALUE, n);
    }

    private record Row(String fingerprint, String rule, String path, String location) {}

    /**
     * Writes a baseline holding these findings, never through a symbolic link ({@link OutputFile}).
     *
     * @return how many findings it holds
     */
    public static int write(Path file, List<Finding> findings, Path workingDirectory) throws IOException {
        Path abs = file.toAbsolutePath().normalize();
        Path dir = abs.getParent();
        Map<String, Integer> counts = new HashMap<>();
        Map<String, Row> rows = new HashMap<>();
        for (Finding f : findings) {
            String rel = relative(f.path(), dir, workingDirectory);
            String fp = fingerprint(f, dir, workingDirectory);
            counts.merge(fp, 1, Integer::sum);
            rows.putIfAbsent(fp, new Row(fp, f.ruleId(), rel, f.logicalPath()));
        }
        List<Row> sorted = new ArrayList<>(rows.values());
        sorted.sort(Comparator.comparing(Row::path).thenComparing(Row::rule).thenComparing(Row::location).thenComparing(Row::fingerprint));
        OutputFile.write(abs, workingDirectory, "the baseline", w -> writeRows(w, sorted, counts));
        return findings.size();
    }

    private static void writeRows(Writer w, List<Row> sorted, Map<String, Integer> counts) throws IOException {
        try (JsonGenerator g = new JsonFactory().createGenerator(w)) {
            g.setPrettyPrinter(new DefaultPrettyPrinter());
            g.writeStartObject();
            g.writeNumberField("agentlintBaseline", FORMAT_VERSION);
            g.writeStringField("fingerprintVersion", Finding.FINGERPRINT_VERSION);
            g.writeStringField("tool", Version.NAME + " " + Version.get());
            g.writeArrayFieldStart("findings");
            for (Row r : sorted) {
                g.writeStartObject();
                g.writeStringField("fingerprint", r.fingerprint());
                g.writeStringField("rule", r.rule());
                g.writeStringField("path", r.path());
                g.writeStringField("location", r.location());
                int n = counts.get(r.fingerprint());
                if (n > 1) g.writeNumberField("count", n);
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
            g.writeRaw('\n');
        }
    }

    /** The finding's fingerprint with its path relative to the baseline's directory. */
    static String fingerprint(Finding f, Path baselineDirectory, Path workingDirectory) {
        String rel = relative(f.path(), baselineDirectory, workingDirectory);
        Finding moved = new Finding(f.ruleId(), f.level(), f.message(), rel, f.span(), f.logicalPath(), f.evidence(), f.snippet(), null);
        return moved.fingerprint();
    }

    private static String relative(String displayPath, Path baselineDirectory, Path workingDirectory) {
        Path abs = workingDirectory.resolve(displayPath).normalize();
        if (baselineDirectory == null || !abs.startsWith(baselineDirectory)) return abs.toString().replace('\\', '/');
        return baselineDirectory.relativize(abs).toString().replace('\\', '/');
    }
}
