package dev.agentlint.parse.xml;

import dev.agentlint.parse.ParseException;
import dev.agentlint.base.Span;
import dev.agentlint.base.LineIndex;
import java.io.StringReader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * XML (Windows Sandbox {@code .wsb}, launchd property lists) into an {@link XmlElement} tree with
 * source positions, through the JDK's own StAX parser.
 *
 * <p>Hostile input is refused, never acted on: DTDs are not processed (a DOCTYPE is skipped, so a
 * plist's reference to Apple's DTD is never fetched), external entities are never resolved (the
 * resolver refuses), and any entity reference other than the five predefined ones and character
 * references is a parse error rather than being expanded. Nesting depth and element count are
 * bounded.
 *
 * <p>StAX reports where an event ends; a tag's start is found by scanning back to its {@code <}
 * (which cannot occur inside a tag), so spans are exact for tags and for the text of leaf elements.
 */
public final class XmlTreeParser {

    static final int MAX_DEPTH = 100;
    static final int MAX_ELEMENTS = 100_000;

    private static final XMLInputFactory FACTORY = factory();

    private XmlTreeParser() {}

    private static XMLInputFactory factory() {
        // The JDK implementation, whatever else is on the class path: its behaviour below is tested.
        XMLInputFactory f = XMLInputFactory.newDefaultFactory();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        f.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        f.setProperty(XMLInputFactory.IS_COALESCING, false);
        f.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, false);
        f.setXMLResolver((publicId, systemId, base, namespace) -> {
            throw new XMLStreamException("external resources are never loaded: " + systemId);
        });
        return f;
    }

    /** The document element. */
    public static XmlElement parse(String text) throws ParseException {
        return parse(text, new LineIndex(text));
    }

    public static XmlElement parse(String text, LineIndex lines) throws ParseException {
        XMLStreamReader r;
        synchronized (FACTORY) {
            try {
                r = FACTORY.createXMLStreamReader(new StringReader(text));
            } catch (XMLStreamException e) {
                throw failure(e, lines);
            }
        }
        try {
            return new Builder(text, lines, r).build();
        } catch (XMLStreamException e) {
            throw failure(e, lines);
        } catch (RuntimeException e) {
            // The JDK parser signals some malformed input with unchecked exceptions.
            throw new ParseException("invalid XML: " + e.getClass().getSimpleName(), Span.point(1, 1));
        } finally {
            try {
                r.close();
            } catch (XMLStreamException ignored) {
                // nothing to release for a string source
            }
        }
    }

    private static ParseException failure(XMLStreamException e, LineIndex lines) {
        Location l = e.getLocation();
        String msg = e.getMessage() == null ? "invalid XML" : e.getMessage();
        int nl = msg.indexOf("Message: ");
        if (nl >= 0) msg = msg.substring(nl + "Message: ".length());
        msg = msg.strip();
        while (msg.endsWith(".")) msg = msg.substring(0, msg.length() - 1);
        if (msg.length() > 200) msg = msg.substring(0, 197) + "…";
        Span at = l == null || l.getLineNumber() < 1 ? Span.point(1, 1)
                : Span.point(Math.min(l.getLineNumber(), lines.lineCount()), Math.max(1, l.getColumnNumber()));
        return new ParseException("invalid XML: " + msg, at);
    }

    /** Open element while its children are read. */
    private static final class Open {
        final String name;
        final Map<String, String> attributes;
        final int tagStart;
        final int tagEnd;
        final String path;
        final List<XmlElement> children = new ArrayList<>();
        final Map<String, Integer> seen = new HashMap<>();
        final StringBuilder text = new StringBuilder();

        Open(String name, Map<String, String> attributes, int tagStart, int tagEnd, String path) {
            this.name = name;
            this.attributes = attributes;
            this.tagStart = tagStart;
            this.tagEnd = tagEnd;
            this.path = path;
        }
    }

    private static final class Builder {
        private final String text;
        private final LineIndex lines;
        private final XMLStreamReader r;
        private final Deque<Open> stack = new ArrayDeque<>();
        private int elements;

        Builder(String text, LineIndex lines, XMLStreamReader r) {
            this.text = text;
            this.lines = lines;
            this.r = r;
        }

        XmlElement build() throws XMLStreamException, ParseException {
            XmlElement root = null;
            while (r.hasNext()) {
                int event = r.next();
                switch (event) {
                    case XMLStreamConstants.START_ELEMENT -> start();
                    case XMLStreamConstants.END_ELEMENT -> {
                        XmlElement done = end();
                        if (stack.isEmpty()) root = done;
                        else stack.peek().children.add(done);
                    }
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                        if (!stack.isEmpty()) stack.peek().text.append(r.getText());
                    }
                    case XMLStreamConstants.ENTITY_REFERENCE -> {
                        int end = offsetHere();
                        int amp = text.lastIndexOf('&', Math.max(0, end - 1));
                        throw new ParseException("entity reference &" + r.getLocalName() + "; refused: DTDs and entities are never processed",
                                amp >= 0 ? lines.span(amp, end) : here());
                    }
                    default -> { }
                }
            }
            if (root == null) throw new ParseException("no XML element found", Span.point(1, 1));
            return root;
        }

        private void start() throws ParseException {
            if (stack.size() >= MAX_DEPTH) throw new ParseException("XML nested more than " + MAX_DEPTH + " levels deep", here());
            if (++elements > MAX_ELEMENTS) throw new ParseException("more than " + MAX_ELEMENTS + " XML elements", here());
            String name = r.getLocalName();
            Map<String, String> attrs = new LinkedHashMap<>();
            for (int i = 0; i < r.getAttributeCount(); i++) attrs.put(r.getAttributeLocalName(i), r.getAttributeValue(i));
            int end = offsetHere();
            int start = text.lastIndexOf('<', Math.max(0, end - 1));
            if (start < 0) start = 0;
            String path;
            if (stack.isEmpty()) {
                path = "/" + name;
            } else {
                Open parent = stack.peek();
                int n = parent.seen.merge(name, 1, Integer::sum);
                path = parent.path + "/" + name + (n > 1 ? "[" + n + "]" : "");
            }
            stack.push(new Open(name, attrs, start, end, path));
        }

        private XmlElement end() {
            Open o = stack.pop();
            int end = offsetHere();
            int endTagStart = text.lastIndexOf('<', Math.max(0, end - 1));
            boolean selfClosing = endTagStart <= o.tagStart;
            int innerEnd = selfClosing ? o.tagEnd : endTagStart;
            Span textSpan = trimmedSpan(o.tagEnd, innerEnd);
            return new XmlElement(o.name, Collections.unmodifiableMap(o.attributes),
                    List.copyOf(o.children), o.text.toString(),
                    lines.span(o.tagStart, end), lines.span(o.tagStart, o.tagEnd), textSpan, o.path);
        }

        /** The inner region without surrounding whitespace; a point at its start when it is all whitespace. */
        private Span trimmedSpan(int from, int to) {
            int a = from, b = Math.max(from, to);
            while (a < b && Character.isWhitespace(text.charAt(a))) a++;
            while (b > a && Character.isWhitespace(text.charAt(b - 1))) b--;
            if (a == b) return lines.span(from, from);
            return lines.span(a, b);
        }

        private int offsetHere() {
            Location l = r.getLocation();
            return lines.offset(l.getLineNumber(), l.getColumnNumber());
        }

        private Span here() {
            Location l = r.getLocation();
            return Span.point(Math.max(1, l.getLineNumber()), Math.max(1, l.getColumnNumber()));
        }
    }
}
