package dev.agentlint.extract.container;

import dev.agentlint.extract.Extractor;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.StoredCredential;
import dev.agentlint.base.SourceFile;

/**
 * A plaintext credential file in the tree (RUN-029): its keys and values, read as the tool that
 * owns the file reads them ({@link CredentialFiles}), become {@link StoredCredential}s. Nothing
 * is executed or resolved; a file that is not valid in its syntax simply yields fewer entries.
 */
public final class CredentialFileExtractor implements Extractor {

    @Override
    public void extract(FileFacts facts) {
        SourceFile file = facts.file();
        if (file.text() == null) return;
        String path = file.displayPath().replace('\\', '/');
        String kind = CredentialFiles.kind(path);
        boolean template = CredentialFiles.isTemplate(path);
        for (CredentialFiles.Entry e : CredentialFiles.entries(file, kind, facts.commentRecorder(file))) {
            facts.storedCredentials().add(new StoredCredential(e.name(), e.value(), kind, template, e.location()));
        }
    }
}
