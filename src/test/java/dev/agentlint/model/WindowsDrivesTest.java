package dev.agentlint.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WindowsDrivesTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "/mnt/c | /mnt/ | true", "/mnt/c/Users/me | /mnt/ | true", "/mnt/D/tools | /mnt/ | true",
            "/mnt/cdrom | /mnt/ | false", "/mnt/ | /mnt/ | false", "/mnt/c.exe | /mnt/ | false", "/mnt/1/x | /mnt/ | false",
            "/srv/mnt/c | /mnt/ | false", "/win/d/setup.sh | /win/ | true", "/mnt/c/x | /win/ | false", "/c/x | / | true"})
    void aDriveIsOneLetterUnderTheRoot(String path, String root, boolean onDrive) {
        assertThat(WindowsDrives.onDrive(path, root)).isEqualTo(onDrive);
    }
}
