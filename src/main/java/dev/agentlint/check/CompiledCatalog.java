package dev.agentlint.check;

import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractList;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * Every rule's metadata in one compact binary resource, {@code rules/catalog.bin}, written at
 * build time from the validated {@code rules/*.yaml} (see the exec step in pom.xml). Reading it
 * costs a few milliseconds and loads no YAML parser, where parsing the YAML of every rule on a
 * cold JVM costs a few milliseconds per rule: the difference shows in every one-file scan that
 * finds something and in every JSON or SARIF report (which carry every rule's metadata).
 */
public final class CompiledCatalog {

    static final String RESOURCE = "/rules/catalog.bin";
    static final int MAGIC = 0x414c5243; // "ALRC"
    static final int VERSION = 7;

    private CompiledCatalog() {}

    /** The compiled catalogue of the running build, or null when it was built without one (an IDE's own compile). */
    static Map<String, RuleMeta> bundled() {
        return Bundled.ALL;
    }

    /**
     * The compiled catalogue in a language: English is {@link #bundled()}; a translation is a
     * catalogue of its own ({@code rules/catalog.<lang>.bin}, every rule whole, technical fields
     * from the English), read only by a run that asks for that language.
     */
    static Map<String, RuleMeta> bundled(Lang lang) {
        return switch (lang) {
            case EN -> Bundled.ALL;
            case ZH_CN -> BundledZhCn.ALL;
        };
    }

    static String resource(Lang lang) {
        return lang == Lang.EN ? RESOURCE : "/rules/catalog." + lang.tag() + ".bin";
    }

    /** Loaded on first use only, once, whichever thread asks first. */
    private static final class Bundled {
        static final Map<String, RuleMeta> ALL = load(RESOURCE);
    }

    /** Apart from {@link Bundled}, so that an English run never reads it. */
    private static final class BundledZhCn {
        static final Map<String, RuleMeta> ALL = load(resource(Lang.ZH_CN));
    }

    private static Map<String, RuleMeta> load(String resource) {
        try (InputStream in = CompiledCatalog.class.getResourceAsStream(resource)) {
            return in == null ? null : read(in);
        } catch (IOException e) {
            throw new IllegalStateException(resource + " is unreadable: " + e.getMessage(), e);
        }
    }

    /**
     * A rule's examples, decoded on first use: a scan never reads them (explain, the docs and the
     * launcher's training do), and decoding every rule's on a cold JVM cost a one-file scan a few milliseconds.
     */
    private static final class LazyExamples extends AbstractList<RuleMeta.Example> {
        private final byte[] block;
        private volatile List<RuleMeta.Example> decoded;

        LazyExamples(byte[] block) {
            this.block = block;
        }

        @Override
        public RuleMeta.Example get(int index) {
            return decoded().get(index);
        }

        @Override
        public int size() {
            return decoded().size();
        }

        private List<RuleMeta.Example> decoded() {
            List<RuleMeta.Example> list = decoded;
            if (list == null) {
                try {
                    DataInputStream d = new DataInputStream(new ByteArrayInputStream(block));
                    int n = d.readInt();
                    if (n < 0 || n > 10_000) throw new IOException("corrupt rule catalogue");
                    List<RuleMeta.Example> ex = new ArrayList<>(n);
                    for (int j = 0; j < n; j++) ex.add(new RuleMeta.Example(str(d), str(d), str(d), str(d), str(d), str(d), str(d)));
                    list = Collections.unmodifiableList(ex);
                } catch (IOException e) {
                    throw new UncheckedIOException(RESOURCE + " is corrupt: " + e.getMessage(), e);
                }
                decoded = list;
            }
            return list;
        }
    }

    public static void write(List<RuleMeta> all, OutputStream out) throws IOException {
        DataOutputStream d = new DataOutputStream(new BufferedOutputStream(out));
        d.writeInt(MAGIC);
        d.writeInt(VERSION);
        d.writeInt(all.size());
        for (RuleMeta m : all) {
            str(d, m.id());
            // Each rule, and within it its examples, a block of its own: reading keeps them undecoded until asked for.
            block(d, r -> {
                str(r, m.title());
                str(r, m.level().name());
                strs(r, m.runIds());
                str(r, m.securitySeverity());
                str(r, m.precision());
                strs(r, m.formats());
                str(r, m.summary());
                str(r, m.rationale());
                str(r, m.remediation());
                str(r, m.exceptions());
                r.writeInt(m.messages().size());
                for (Map.Entry<String, String> t : m.messages().entrySet()) {
                    str(r, t.getKey());
                    str(r, t.getValue());
                }
                str(r, m.fix() == null ? "" : m.fix().kind());
                str(r, m.fix() == null ? "" : m.fix().description());
                block(r, e -> {
                    e.writeInt(m.examples().size());
                    for (RuleMeta.Example x : m.examples()) {
                        str(e, x.format());
                        str(e, x.language());
                        str(e, x.file());
                        str(e, x.bad());
                        str(e, x.good());
                        str(e, x.besideFile());
                        str(e, x.beside());
                    }
                });
            });
        }
        d.flush();
    }

    private interface BlockWriter {
        void write(DataOutputStream d) throws IOException;
    }

    private static void block(DataOutputStream d, BlockWriter content) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream b = new DataOutputStream(bytes);
        content.write(b);
        b.flush();
        d.writeInt(bytes.size());
        bytes.writeTo(d);
    }

    private static byte[] block(DataInputStream d) throws IOException {
        int length = d.readInt();
        if (length < 0 || length > (16 << 20)) throw new IOException("corrupt rule catalogue");
        byte[] b = d.readNBytes(length);
        if (b.length != length) throw new IOException("truncated rule catalogue");
        return b;
    }

    /**
     * Every rule of a catalogue by id, in the order written. The structure is checked here; each
     * rule's metadata is decoded when first asked for (a one-file scan needs a handful).
     */
    public static Map<String, RuleMeta> read(InputStream in) throws IOException {
        DataInputStream d = new DataInputStream(new ByteArrayInputStream(in.readAllBytes()));
        if (d.readInt() != MAGIC || d.readInt() != VERSION) throw new IOException("not a rule catalogue of this version");
        int n = d.readInt();
        if (n < 0 || n > 10_000) throw new IOException("corrupt rule catalogue");
        Map<String, byte[]> blocks = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) blocks.put(str(d), block(d));
        if (d.available() > 0) throw new IOException("corrupt rule catalogue (trailing bytes)");
        return new LazyRules(blocks);
    }

    /** A read-only map that decodes a rule's block on first access, once, whichever thread asks. */
    private static final class LazyRules extends AbstractMap<String, RuleMeta> {
        private final Map<String, byte[]> blocks;
        private final Map<String, RuleMeta> decoded = new ConcurrentHashMap<>();

        LazyRules(Map<String, byte[]> blocks) {
            this.blocks = Collections.unmodifiableMap(blocks);
        }

        @Override
        public RuleMeta get(Object id) {
            byte[] block = blocks.get(id);
            return block == null ? null : decoded.computeIfAbsent((String) id, k -> decode(k, block));
        }

        @Override
        public boolean containsKey(Object id) {
            return blocks.containsKey(id);
        }

        @Override
        public Set<String> keySet() {
            return blocks.keySet();
        }

        @Override
        public Set<Map.Entry<String, RuleMeta>> entrySet() {
            Set<Map.Entry<String, RuleMeta>> out = new LinkedHashSet<>();
            for (String id : blocks.keySet()) out.add(Map.entry(id, get(id)));
            return Collections.unmodifiableSet(out);
        }

        private static RuleMeta decode(String id, byte[] block) {
            try {
                DataInputStream d = new DataInputStream(new ByteArrayInputStream(block));
                String title = str(d);
                Level level = Level.valueOf(str(d));
                List<String> runIds = strs(d);
                String severity = str(d);
                String precision = str(d);
                List<String> formats = strs(d);
                String summary = str(d);
                String rationale = str(d);
                String remediation = str(d);
                String exceptions = str(d);
                Map<String, String> messages = messages(d);
                String fixKind = str(d);
                String fixDescription = str(d);
                RuleMeta.FixMeta fix = fixKind.isEmpty() ? null : new RuleMeta.FixMeta(fixKind.equals("safe"), fixDescription);
                return new RuleMeta(id, title, level, runIds, severity, precision, formats, summary, rationale, remediation, exceptions,
                        new LazyExamples(block(d)), messages, fix);
            } catch (IOException e) {
                throw new UncheckedIOException(RESOURCE + " is corrupt at rule " + id + ": " + e.getMessage(), e);
            } catch (IllegalArgumentException e) {
                throw new UncheckedIOException(RESOURCE + " is corrupt at rule " + id + ": " + e.getMessage(), new IOException(e));
            }
        }
    }

    private static void str(DataOutputStream d, String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        d.writeInt(b.length);
        d.write(b);
    }

    private static void strs(DataOutputStream d, List<String> list) throws IOException {
        d.writeInt(list.size());
        for (String s : list) str(d, s);
    }

    private static String str(DataInputStream d) throws IOException {
        int n = d.readInt();
        if (n < 0 || n > (16 << 20)) throw new IOException("corrupt rule catalogue");
        byte[] b = d.readNBytes(n);
        if (b.length != n) throw new IOException("truncated rule catalogue");
        return new String(b, StandardCharsets.UTF_8);
    }

    private static Map<String, String> messages(DataInputStream d) throws IOException {
        int n = d.readInt();
        if (n < 0 || n > 10_000) throw new IOException("corrupt rule catalogue");
        if (n == 0) return Map.of();
        Map<String, String> out = new LinkedHashMap<>(n * 2);
        for (int i = 0; i < n; i++) out.put(str(d), str(d));
        return Collections.unmodifiableMap(out);
    }

    private static List<String> strs(DataInputStream d) throws IOException {
        int n = d.readInt();
        if (n < 0 || n > 10_000) throw new IOException("corrupt rule catalogue");
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) out.add(str(d));
        return Collections.unmodifiableList(out);
    }

    /**
     * Build step: validates every {@code <id>.yaml} in a directory and writes the catalogue, then
     * for each language tag that follows, the translations in {@code RULES_DIR/<lang>/} merged
     * with the English rules into {@code catalog.<lang>.bin} beside it.
     * {@code java dev.agentlint.check.CompiledCatalog target/classes/rules target/classes/rules/catalog.bin zh-CN}
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 2) throw new IllegalArgumentException("usage: CompiledCatalog RULES_DIR OUT_FILE [LANG...]");
        Path dir = Path.of(args[0]);
        List<RuleMeta> all = new ArrayList<>();
        for (Path p : yamlFiles(dir)) all.add(RuleCatalog.parse(idOf(p), Files.readString(p)));
        Path out = Path.of(args[1]);
        try (OutputStream o = Files.newOutputStream(out)) {
            write(all, o);
        }
        for (int i = 2; i < args.length; i++) {
            Lang lang = Lang.ofTag(args[i]);
            Path translations = dir.resolve(lang.tag());
            List<RuleMeta> translated = new ArrayList<>();
            for (RuleMeta english : all) {
                Path p = translations.resolve(english.id() + ".yaml");
                // A rule not translated yet is shown in English; RuleTranslationTest is what insists on every one.
                translated.add(Files.exists(p) ? RuleTranslation.parse(lang, english, Files.readString(p)) : english);
            }
            try (OutputStream o = Files.newOutputStream(out.resolveSibling("catalog." + lang.tag() + ".bin"))) {
                write(translated, o);
            }
        }
    }

    private static List<Path> yamlFiles(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".yaml")).sorted().toList();
        }
    }

    private static String idOf(Path yaml) {
        String name = yaml.getFileName().toString();
        return name.substring(0, name.length() - ".yaml".length());
    }
}
