package dev.agentlint.parse;

import dev.agentlint.base.Span;
import dev.agentlint.parse.tree.ListNode;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import dev.agentlint.base.LineIndex;
import dev.agentlint.base.SourceFile;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.composer.Composer;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.parser.ParserImpl;
import org.yaml.snakeyaml.reader.StreamReader;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * YAML (all documents of a stream) into {@link Node} trees through SnakeYAML's node API.
 *
 * <p>Scalars are kept as text and typed by the YAML 1.2 core schema, so {@code 22:22} stays a
 * string and {@code on} is not a boolean. Merge keys ({@code <<}) are applied here, keeping the
 * position where each merged value is written. Aliases are expanded against a node budget, so an
 * alias bomb is a parse error, not an exhausted heap; unknown tags ({@code !reset}) are kept.
 *
 * <p>Files written in the plain block subset most configuration uses are read by
 * {@link YamlBlockSubset} into the same tree, without SnakeYAML (ADR 0027).
 */
public final class YamlTreeParser {

    static final int MAX_NODES = 250_000;
    static final int MAX_DEPTH = 200;

    private static final Pattern INT = Pattern.compile("[-+]?(0|[1-9][0-9]*|0o[0-7]+|0x[0-9a-fA-F]+)");
    private static final Pattern FLOAT = Pattern.compile("[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN)");

    private YamlTreeParser() {}

    public static List<Node> parseAll(SourceFile file) throws ParseException {
        return parseAll(file.text(), file.lines());
    }

    public static List<Node> parseAll(String text) throws ParseException {
        return parseAll(text, new LineIndex(text));
    }

    private static List<Node> parseAll(String text, LineIndex lines) throws ParseException {
        List<Node> subset = YamlBlockSubset.read(text, lines);
        return subset != null ? subset : snakeYaml(text, lines);
    }

    /** Any YAML, through SnakeYAML's composer. */
    static List<Node> snakeYaml(String text, LineIndex lines) throws ParseException {
        Positions at = new Positions(text, lines);
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(true);
        options.setMaxAliasesForCollections(200);
        options.setAllowRecursiveKeys(false);
        options.setNestingDepthLimit(MAX_DEPTH);
        options.setCodePointLimit(Integer.MAX_VALUE);
        options.setProcessComments(false);
        List<Node> docs = new ArrayList<>();
        try {
            // The composer alone: the Yaml facade would also build a constructor and a representer
            // (and load their classes) that node trees never use.
            Composer composer = new Composer(new ParserImpl(new StreamReader(new StringReader(text)), options), new Resolver(), options);
            Converter converter = new Converter(at);
            while (guarded(composer::checkNode)) {
                org.yaml.snakeyaml.nodes.Node doc = guarded(composer::getNode);
                if (doc == null) continue;
                docs.add(converter.convert(doc, "", null, 0));
            }
        } catch (MarkedYAMLException e) {
            Mark m = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            throw new ParseException(describe(e), m == null ? Span.point(1, 1) : at.point(m));
        } catch (YAMLException e) {
            throw new ParseException("invalid YAML: " + firstLine(e.getMessage()), Span.point(1, 1));
        } catch (StackOverflowError e) {
            throw new ParseException("YAML nested too deeply", Span.point(1, 1));
        }
        return docs;
    }

    // SnakeYAML signals some malformed input with plain unchecked exceptions rather than a
    // YAMLException (a tag that is no valid URI, "--- !!e%0", is an IllegalArgumentException):
    // around its own calls only, so a bug of agentlint's converter is never mistaken for bad input.

    private static <T> T guarded(java.util.function.Supplier<T> snakeYamlCall) throws ParseException {
        try {
            return snakeYamlCall.get();
        } catch (YAMLException e) {
            throw e;
        } catch (RuntimeException e) {
            throw malformed(e);
        }
    }

    private static ParseException malformed(RuntimeException e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : firstLine(e.getMessage()).strip();
        while (m.endsWith(".")) m = m.substring(0, m.length() - 1);
        return new ParseException("invalid YAML: " + m, Span.point(1, 1));
    }

    /** The first document, or an empty map for an empty stream. */
    public static Node parse(SourceFile file) throws ParseException {
        List<Node> docs = parseAll(file);
        return docs.isEmpty() ? new MapNode(Span.point(1, 1), null, "", null, List.of()) : docs.get(0);
    }

    private static final class Converter {
        private final Positions at;
        private int budget = MAX_NODES;
        // Nodes on the current path, to refuse recursive (cyclic) aliases.
        private final Map<org.yaml.snakeyaml.nodes.Node, Boolean> active = new IdentityHashMap<>();

        Converter(Positions at) {
            this.at = at;
        }

        private Span span(org.yaml.snakeyaml.nodes.Node n) {
            return at.span(n);
        }

        Node convert(org.yaml.snakeyaml.nodes.Node n, String pointer, Span keySpan, int depth) throws ParseException {
            if (--budget < 0) {
                throw new ParseException("YAML expands to more than " + MAX_NODES + " nodes (alias bomb?)", span(n));
            }
            if (depth > MAX_DEPTH) throw new ParseException("YAML nested deeper than " + MAX_DEPTH + " levels", span(n));
            if (active.containsKey(n)) throw new ParseException("recursive YAML alias", span(n));
            active.put(n, Boolean.TRUE);
            try {
                return switch (n.getNodeId()) {
                    case mapping -> map((MappingNode) n, pointer, keySpan, depth);
                    case sequence -> list((SequenceNode) n, pointer, keySpan, depth);
                    default -> scalar((org.yaml.snakeyaml.nodes.ScalarNode) n, pointer, keySpan);
                };
            } finally {
                active.remove(n);
            }
        }

        private Node map(MappingNode m, String pointer, Span keySpan, int depth) throws ParseException {
            List<MapNode.Entry> entries = new ArrayList<>();
            List<MapNode.Entry> merged = new ArrayList<>();
            for (NodeTuple t : m.getValue()) {
                org.yaml.snakeyaml.nodes.Node k = t.getKeyNode();
                org.yaml.snakeyaml.nodes.Node v = t.getValueNode();
                if (isMergeKey(k)) {
                    merge(v, pointer, depth, merged);
                    continue;
                }
                String key = k instanceof org.yaml.snakeyaml.nodes.ScalarNode s ? s.getValue() : "?";
                entries.add(new MapNode.Entry(key, convert(v, pointer + "/" + escape(key), span(k), depth + 1)));
            }
            if (!merged.isEmpty()) {
                // Explicit keys win over merged ones: merged entries go first, and lookups take the last.
                List<MapNode.Entry> all = new ArrayList<>();
                java.util.Set<String> explicit = new java.util.HashSet<>();
                for (MapNode.Entry e : entries) explicit.add(e.key());
                for (MapNode.Entry e : merged) {
                    if (explicit.add(e.key())) all.add(e);
                }
                all.addAll(entries);
                entries = all;
            }
            Span own = m.getFlowStyle() == org.yaml.snakeyaml.DumperOptions.FlowStyle.BLOCK && !entries.isEmpty()
                    ? endAtLastChild(span(m), entries.get(entries.size() - 1).value()) : span(m);
            return new MapNode(own, keySpan, pointer, userTag(m), entries);
        }

        /** {@code <<: *a} or {@code <<: [*a, *b]}; earlier sources win, as in YAML's merge spec. */
        private void merge(org.yaml.snakeyaml.nodes.Node v, String pointer, int depth, List<MapNode.Entry> into) throws ParseException {
            List<org.yaml.snakeyaml.nodes.Node> sources = v instanceof SequenceNode seq ? seq.getValue() : List.of(v);
            java.util.Set<String> seen = new java.util.HashSet<>();
            for (MapNode.Entry e : into) seen.add(e.key());
            for (org.yaml.snakeyaml.nodes.Node src : sources) {
                if (!(src instanceof MappingNode)) continue;
                Node converted = convert(src, pointer, null, depth + 1);
                for (MapNode.Entry e : converted.entries()) {
                    if (seen.add(e.key())) into.add(e);
                }
            }
        }

        private Node list(SequenceNode s, String pointer, Span keySpan, int depth) throws ParseException {
            List<Node> elements = new ArrayList<>();
            int i = 0;
            for (org.yaml.snakeyaml.nodes.Node e : s.getValue()) {
                elements.add(convert(e, pointer + "/" + i++, null, depth + 1));
            }
            Span own = s.getFlowStyle() == org.yaml.snakeyaml.DumperOptions.FlowStyle.BLOCK && !elements.isEmpty()
                    ? endAtLastChild(span(s), elements.get(elements.size() - 1)) : span(s);
            return new ListNode(own, keySpan, pointer, userTag(s), elements);
        }

        private Node scalar(org.yaml.snakeyaml.nodes.ScalarNode s, String pointer, Span keySpan) {
            String v = s.getValue();
            return new ScalarNode(span(s), keySpan, pointer, userTag(s), v, s.isPlain() ? plainType(v) : ScalarNode.Type.STRING);
        }
    }

    /** A plain scalar's type by the YAML 1.2 core schema; quoted scalars are strings. */
    static ScalarNode.Type plainType(String v) {
        if (v.isEmpty() || v.equals("~") || v.equals("null") || v.equals("Null") || v.equals("NULL")) return ScalarNode.Type.NULL;
        if (v.equals("true") || v.equals("True") || v.equals("TRUE") || v.equals("false") || v.equals("False") || v.equals("FALSE")) {
            return ScalarNode.Type.BOOLEAN;
        }
        // Every number starts with a digit, a sign or a dot: most scalars are words, which need no regex.
        char first = v.charAt(0);
        boolean numeric = first >= '0' && first <= '9' || first == '-' || first == '+' || first == '.';
        if (numeric && (INT.matcher(v).matches() || FLOAT.matcher(v).matches())) return ScalarNode.Type.NUMBER;
        return ScalarNode.Type.STRING;
    }

    private static boolean isMergeKey(org.yaml.snakeyaml.nodes.Node k) {
        return k instanceof org.yaml.snakeyaml.nodes.ScalarNode s && s.isPlain() && "<<".equals(s.getValue());
    }

    /** Only tags a user wrote ({@code !reset}); the resolver's implicit tags are not interesting. */
    private static String userTag(org.yaml.snakeyaml.nodes.Node n) {
        Tag t = n.getTag();
        if (t == null) return null;
        String v = t.getValue();
        return v.startsWith(Tag.PREFIX) ? null : v;
    }

    /**
     * SnakeYAML's marks in the file's own coordinates. SnakeYAML counts lines as YAML 1.1 does
     * (U+0085, U+2028 and U+2029 end a line too) and columns in code points; agentlint's lines end
     * only at LF, CRLF and CR (as editors and GitHub count them) and its columns are UTF-16 units.
     * A mark's index (in code points) is mapped to a character offset, and that through the line
     * index, so a finding after such a character still points at the right place.
     */
    private static final class Positions {
        private final LineIndex lines;
        /** Code point indexes of the supplementary characters (two chars each), ascending; often empty. */
        private final int[] pairs;

        Positions(String text, LineIndex lines) {
            this.lines = lines;
            int count = 0;
            int[] found = new int[0];
            // Without supplementary characters there is nothing to record (and for most texts the JDK answers this without a scan).
            if (text.codePointCount(0, text.length()) == text.length()) {
                this.pairs = found;
                return;
            }
            for (int i = 0, cp = 0; i < text.length(); i++, cp++) {
                if (Character.isHighSurrogate(text.charAt(i)) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                    if (count == found.length) found = java.util.Arrays.copyOf(found, Math.max(8, count * 2));
                    found[count++] = cp;
                    i++;
                }
            }
            this.pairs = java.util.Arrays.copyOf(found, count);
        }

        int offset(Mark m) {
            int index = m.getIndex();
            int before = java.util.Arrays.binarySearch(pairs, index);
            return index + (before >= 0 ? before : -before - 1);
        }

        Span point(Mark m) {
            int o = offset(m);
            return Span.point(lines.line(o), lines.column(o));
        }

        Span span(org.yaml.snakeyaml.nodes.Node n) {
            Mark s = n.getStartMark();
            Mark e = n.getEndMark();
            if (s == null) return Span.point(1, 1);
            if (e == null) return point(s);
            return YamlTreeParser.span(lines, offset(s), offset(e));
        }
    }

    /**
     * A node's span from the offsets where SnakeYAML marks its start and end. Block collections end
     * where the next token starts, often at the start of a line: the end is pulled back onto the content.
     */
    /**
     * A block collection's span ends where its last child ends, not where the next token starts
     * (SnakeYAML's end mark, after blank lines and comments, at the next item's line): a finding
     * that names the node then covers only the node. A last child written elsewhere (a merge key's
     * anchor) leaves the span as it is.
     */
    static Span endAtLastChild(Span own, Node last) {
        Span l = last.span();
        boolean after = l.endLine() > own.line() || l.endLine() == own.line() && l.endColumn() >= own.column();
        boolean within = l.endLine() < own.endLine() || l.endLine() == own.endLine() && l.endColumn() <= own.endColumn();
        return after && within ? new Span(own.line(), own.column(), l.endLine(), l.endColumn()) : own;
    }

    static Span span(LineIndex lines, int startOffset, int endOffset) {
        int line = lines.line(startOffset), endLine = lines.line(endOffset);
        int endCol = lines.column(endOffset, endLine);
        if (endCol == 1 && endLine > line) {
            endLine--;
            endCol = Integer.MAX_VALUE / 2;
        }
        return new Span(line, lines.column(startOffset, line), endLine, endCol);
    }

    static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }

    private static String describe(MarkedYAMLException e) {
        String problem = e.getProblem();
        String context = e.getContext();
        String m = problem != null ? problem : context != null ? context : "invalid YAML";
        return firstLine(m);
    }

    private static String firstLine(String s) {
        if (s == null) return "";
        int nl = s.indexOf('\n');
        return nl >= 0 ? s.substring(0, nl) : s;
    }
}
