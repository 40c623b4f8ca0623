package dev.agentlint.parse.xml;

import dev.agentlint.base.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One XML element with where it is written: the element as a whole (start tag to end tag), its
 * start tag, and the character data directly inside it.
 *
 * @param name       the local name as written
 * @param attributes attribute local names to values, in document order
 * @param children   child elements in document order
 * @param text       the character data directly inside this element (not its descendants), entities
 *                   and CDATA resolved, not trimmed
 * @param span       from the start tag's {@code <} to the end tag's {@code >}
 * @param tagSpan    the start tag
 * @param textSpan   the character data, surrounding whitespace excluded; the point after the start
 *                   tag when there is none
 * @param path       a logical path such as {@code /Configuration/MappedFolders/MappedFolder[2]/HostFolder}
 *                   (the index only for the second and later same-named siblings, so adding an
 *                   element never changes an earlier element's path)
 */
public record XmlElement(String name, Map<String, String> attributes, List<XmlElement> children, String text,
                         Span span, Span tagSpan, Span textSpan, String path) {

    /** The first child with this name, compared case-insensitively; null when there is none. */
    public XmlElement childIgnoreCase(String childName) {
        for (XmlElement c : children) if (c.name.equalsIgnoreCase(childName)) return c;
        return null;
    }

    /** Every child with this name, compared case-insensitively. */
    public List<XmlElement> childrenIgnoreCase(String childName) {
        List<XmlElement> out = new ArrayList<>();
        for (XmlElement c : children) if (c.name.equalsIgnoreCase(childName)) out.add(c);
        return out;
    }

    /** The text with surrounding whitespace removed. */
    public String trimmedText() {
        return text.strip();
    }

    /** True when the name equals {@code other} ignoring case. */
    public boolean is(String other) {
        return name.toLowerCase(Locale.ROOT).equals(other.toLowerCase(Locale.ROOT));
    }
}
