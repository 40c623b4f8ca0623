package dev.agentlint.fix;

import dev.agentlint.parse.ParseException;

/**
 * Writes fix intents into the text of one format. Each method adds edits to the text and returns
 * how the written setting reads in the file's own syntax (for the text report), or null when the
 * intent cannot be written safely in this file, which then gets no fix.
 */
interface Editor {

    /** The setting at a logical path takes a value (replaced where written, added where not). */
    String set(EditText t, String path, Object value, dev.agentlint.base.Span near) throws ParseException;

    /** The list element (or map entry) at a logical path goes. */
    default String remove(EditText t, String path, dev.agentlint.base.Span near) throws ParseException {
        return null;
    }

    /** The list at a logical path gets values as its last elements; created when it is not written. */
    default String add(EditText t, String path, java.util.List<String> values, dev.agentlint.base.Span near) throws ParseException {
        return null;
    }
}
