package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.Extractor;
import dev.agentlint.model.FileFacts;

/**
 * Windows batch files ({@code .cmd}, {@code .bat}): how agents are launched from Explorer, a
 * Windows Sandbox {@code LogonCommand} or a scheduled task. Their commands go through the same
 * stage as a shell script's, so every command check applies.
 */
public final class BatchExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) {
        ShellStage.batch(facts, ShellExtractor.contextOf(facts.file().displayPath(), Phrase.of("batch file")));
    }
}
