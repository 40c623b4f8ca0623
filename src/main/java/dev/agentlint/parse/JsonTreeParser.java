package dev.agentlint.parse;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import dev.agentlint.base.Span;
import dev.agentlint.parse.tree.ListNode;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import dev.agentlint.base.SourceFile;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * JSON and JSONC into a {@link Node} tree through Jackson's streaming parser, keeping the position
 * of every key and value. Strict JSON for formats whose consumer rejects comments (Claude Code
 * settings); JSONC (comments, trailing commas) for those that accept them (devcontainer, VS Code).
 */
public final class JsonTreeParser {

    /** Deep enough for any real config, shallow enough that recursion is never a risk. */
    static final int MAX_DEPTH = 256;

    private static final StreamReadConstraints CONSTRAINTS = StreamReadConstraints.builder()
            .maxNestingDepth(MAX_DEPTH)
            .maxNumberLength(1000)
            .maxStringLength(8 * 1024 * 1024)
            .build();

    private static final JsonFactory STRICT = JsonFactory.builder()
            .streamReadConstraints(CONSTRAINTS)
            .build();

    private static final JsonFactory JSONC = JsonFactory.builder()
            .streamReadConstraints(CONSTRAINTS)
            .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
            .enable(JsonReadFeature.ALLOW_TRAILING_COMMA)
            .build();

    private JsonTreeParser() {}

    public static Node parse(SourceFile file, boolean jsonc) throws ParseException {
        return parse(file.text(), jsonc);
    }

    public static Node parse(String text, boolean jsonc) throws ParseException {
        try (JsonParser p = (jsonc ? JSONC : STRICT).createParser(text)) {
            JsonToken first = p.nextToken();
            if (first == null) throw new ParseException("empty document: expected a JSON value", Span.point(1, 1));
            Node root = value(p, "", null);
            JsonToken trailing = p.nextToken();
            if (trailing != null) {
                throw new ParseException("unexpected content after the end of the JSON document", start(p));
            }
            return root;
        } catch (JsonProcessingException e) {
            JsonLocation loc = e.getLocation();
            Span at = loc == null ? Span.point(1, 1) : Span.point(Math.max(1, loc.getLineNr()), Math.max(1, loc.getColumnNr()));
            throw new ParseException(cleanMessage(e), at);
        } catch (IOException e) {
            throw new ParseException("cannot parse JSON: " + e.getMessage(), Span.point(1, 1));
        }
    }

    private static Node value(JsonParser p, String pointer, Span keySpan) throws IOException, ParseException {
        JsonToken t = p.currentToken();
        Span start = start(p);
        switch (t) {
            case START_OBJECT: {
                List<MapNode.Entry> entries = new ArrayList<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String key = p.currentName();
                    Span ks = start(p);
                    // Jackson has already consumed the ':' here; the key ends after its quotes.
                    Span kspan = new Span(ks.line(), ks.column(), ks.line(), ks.column() + key.length() + 2);
                    p.nextToken();
                    entries.add(new MapNode.Entry(key, value(p, pointer + "/" + escape(key), kspan)));
                }
                return new MapNode(through(start, p), keySpan, pointer, null, entries);
            }
            case START_ARRAY: {
                List<Node> elements = new ArrayList<>();
                int i = 0;
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    elements.add(value(p, pointer + "/" + i++, null));
                }
                return new ListNode(through(start, p), keySpan, pointer, null, elements);
            }
            case VALUE_STRING:
                return scalar(p, start, pointer, keySpan, p.getText(), ScalarNode.Type.STRING);
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                return scalar(p, start, pointer, keySpan, p.getText(), ScalarNode.Type.NUMBER);
            case VALUE_TRUE:
            case VALUE_FALSE:
                return scalar(p, start, pointer, keySpan, p.getText(), ScalarNode.Type.BOOLEAN);
            case VALUE_NULL:
                return scalar(p, start, pointer, keySpan, "null", ScalarNode.Type.NULL);
            default:
                throw new ParseException("unexpected token " + t, start);
        }
    }

    private static ScalarNode scalar(JsonParser p, Span start, String pointer, Span keySpan, String text, ScalarNode.Type type) {
        Span end = end(p);
        return new ScalarNode(new Span(start.line(), start.column(), end.line(), end.column()), keySpan, pointer, null, text, type);
    }

    /** From an opening token to the closing token the parser is now on, inclusive. */
    private static Span through(Span start, JsonParser p) {
        JsonLocation close = p.currentTokenLocation();
        return new Span(start.line(), start.column(), close.getLineNr(), close.getColumnNr() + 1);
    }

    private static Span start(JsonParser p) {
        JsonLocation l = p.currentTokenLocation();
        return Span.point(Math.max(1, l.getLineNr()), Math.max(1, l.getColumnNr()));
    }

    /** The position just after the current token (its text must have been read). */
    private static Span end(JsonParser p) {
        JsonLocation l = p.currentLocation();
        return Span.point(Math.max(1, l.getLineNr()), Math.max(1, l.getColumnNr()));
    }

    private static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }

    private static String cleanMessage(JsonProcessingException e) {
        String m = e.getOriginalMessage();
        if (m == null) return "invalid JSON";
        int nl = m.indexOf('\n');
        if (nl > 0) m = m.substring(0, nl);
        return m.replace("Unexpected character", "unexpected character")
                .replace(" (code ", " (code ");
    }
}
