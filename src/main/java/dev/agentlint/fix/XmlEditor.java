package dev.agentlint.fix;

import dev.agentlint.base.Span;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.xml.XmlElement;
import dev.agentlint.parse.xml.XmlTreeParser;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Edits XML settings files such as Windows Sandbox's {@code .wsb}: an element's text is replaced
 * where it is written; a missing element is added after its parent's last child, on a line of its
 * own with that child's indentation when the children are written one per line, else right after
 * it. The path names the parent as the parser spells it ({@code /Configuration/MappedFolders/MappedFolder[2]})
 * and the element by its name, matched case-insensitively as Windows Sandbox reads it. A file
 * that declares an encoding other than UTF-8 is not edited: agentlint writes UTF-8 only.
 */
final class XmlEditor implements Editor {

    private static final Pattern DECLARED_ENCODING = Pattern.compile("\\A\\uFEFF?<\\?xml[^>]*encoding\\s*=\\s*[\"']([^\"']+)[\"']");

    @Override
    public String set(EditText t, String path, Object value, Span near) throws ParseException {
        Matcher m = DECLARED_ENCODING.matcher(t.text);
        if (m.find() && !m.group(1).toLowerCase(Locale.ROOT).replace("-", "").equals("utf8")) return null;
        int slash = path.lastIndexOf('/');
        if (slash <= 0 || value instanceof List<?>) return null;
        String name = path.substring(slash + 1);
        if (name.isEmpty() || name.indexOf('[') >= 0) return null;
        XmlElement parent = find(XmlTreeParser.parse(t.text, t.lines), path.substring(0, slash));
        if (parent == null) return null;
        String v = escape(String.valueOf(value));
        XmlElement element = parent.childIgnoreCase(name);
        if (element != null) {
            // A self-closing element has no text to replace.
            if (element.span().equals(element.tagSpan())) return null;
            t.replace(t.start(element.textSpan()), t.end(element.textSpan()), v);
            return "<" + element.name() + ">" + v + "</" + element.name() + ">";
        }
        String added = "<" + name + ">" + v + "</" + name + ">";
        if (parent.span().equals(parent.tagSpan())) return null;
        List<XmlElement> children = parent.children();
        if (children.isEmpty()) {
            int open = t.end(parent.tagSpan());
            boolean multiLine = parent.span().line() != parent.span().endLine();
            String indent = t.indentOf(parent.tagSpan().line());
            t.insert(open, multiLine ? t.eol() + indent + unit(t, indent) + added : added);
            return added;
        }
        XmlElement last = children.get(children.size() - 1);
        int lastStart = t.start(last.span());
        String before = t.firstOnLine(lastStart) ? t.eol() + t.indentOf(last.span().line()) : "";
        t.insert(t.end(last.span()), before + added);
        return added;
    }

    /** The element with exactly this path, or null. */
    private static XmlElement find(XmlElement e, String path) {
        if (e.path().equals(path)) return e;
        if (!path.startsWith(e.path() + "/")) return null;
        for (XmlElement c : e.children()) {
            XmlElement f = find(c, path);
            if (f != null) return f;
        }
        return null;
    }

    /** The indentation step the file uses: what a child's line adds to its parent's. */
    private static String unit(EditText t, String indent) {
        for (int line = 1; line < t.lines.lineCount(); line++) {
            String a = t.indentOf(line), b = t.indentOf(line + 1);
            if (b.length() > a.length() && b.startsWith(a) && t.lines.lineText(line).strip().startsWith("<")) return b.substring(a.length());
        }
        return indent.contains("\t") ? "\t" : "  ";
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
