package dev.agentlint.extract.shell;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.Extractor;
import dev.agentlint.model.FileFacts;

/**
 * PowerShell scripts ({@code .ps1}, or a {@code pwsh} shebang): how agents are launched on
 * Windows. Their commands go through the same stage as a shell script's, so every command check
 * applies; a script runs on the host unless its path says it is a container's entrypoint.
 */
public final class PowerShellExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) {
        ShellStage.powerShell(facts, ShellExtractor.contextOf(facts.file().displayPath(), Phrase.of("PowerShell script")));
    }
}
