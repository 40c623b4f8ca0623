package dev.agentlint.extract;

import dev.agentlint.model.FileFacts;
import dev.agentlint.parse.ParseException;
import dev.agentlint.read.TreeFiles;

/** Parses one format and states what it says as shared facts. */
public interface Extractor {

    /**
     * @throws ParseException when the file is not valid in its format; the facts gathered so far
     *                        are discarded and a parse-error finding is reported instead
     */
    void extract(FileFacts facts) throws ParseException;

    /**
     * For formats that refer to other files (Compose {@code extends}, {@code include}, override
     * files): {@code tree} reads them, never outside the scanned tree.
     */
    default void extract(FileFacts facts, TreeFiles tree) throws ParseException {
        extract(facts);
    }
}
