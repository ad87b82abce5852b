package oracle

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestInstallScriptArchiveURI: scripts/install-oracles.sh takes the
// archive address for the non-free entry from the machine's own apt
// sources (deb822 URIs: of the Debian bookworm stanza, or the deb line of
// sources.list), never a host name of its own.
func TestInstallScriptArchiveURI(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	script, err := filepath.Abs("../../scripts/install-oracles.sh")
	require.NoError(t, err)
	for _, c := range []struct {
		name  string
		files map[string]string
		want  string // "" when the script must fail
	}{
		{"deb822", map[string]string{"sources.list.d/debian.sources": "Types: deb\n# http://snapshot.debian.org/archive/debian-security/20250520T000000Z\nURIs: http://security.example/debian-security\nSuites: bookworm-security\nComponents: main\n\n" +
			"Types: deb-src\nURIs: http://src.example/debian\nSuites: bookworm\n\n" +
			"Types: deb\nURIs: http://mirror.example/debian\nSuites: bookworm bookworm-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n"},
			"http://mirror.example/debian"},
		{"disabled stanza", map[string]string{"sources.list.d/a.sources": "Types: deb\nURIs: http://off.example/debian\nSuites: bookworm\nEnabled: no\n\nTypes: deb\nURIs: http://on.example/debian\nSuites: bookworm\n"},
			"http://on.example/debian"},
		{"one-line", map[string]string{"sources.list": "# deb http://commented.example/debian bookworm main\ndeb http://security.example/debian-security bookworm-security main\ndeb [arch=amd64 signed-by=/k.gpg] http://ftp.example.org/debian bookworm main\n"},
			"http://ftp.example.org/debian"},
		{"none", map[string]string{"sources.list": "deb http://security.example/debian-security bookworm-security main\n"}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			require.NoError(t, os.MkdirAll(filepath.Join(dir, "sources.list.d"), 0o755))
			for name, text := range c.files {
				require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644))
			}
			cmd := exec.Command(bash, script, "--archive-uri")
			cmd.Env = append(os.Environ(), "LOWERC_APT_DIR="+dir)
			out, err := cmd.Output()
			if c.want == "" {
				require.Error(t, err, "output %q", out)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, c.want, strings.TrimSpace(string(out)))
		})
	}
}

// TestInstallScriptCoversOracles: scripts/install-oracles.sh checks for
// (and so installs) every oracle of All() and the object readers, by the
// name the tests look up: a tool added to the list without an install
// step fails here.
func TestInstallScriptCoversOracles(t *testing.T) {
	text, err := os.ReadFile("../../scripts/install-oracles.sh")
	require.NoError(t, err)
	for _, name := range append(All(), ReadELF, ObjDump, Chromium) {
		switch name {
		case Ptxas, Nvdisasm:
			assert.Contains(t, string(text), "usr/bin/"+name, "the script unpacks %s", name)
		case ReadELF, ObjDump:
			// part of Debian's llvm-19, installed with llvm-mc-19
			assert.Contains(t, string(text), "install -y -qq llvm-19")
		default:
			assert.Contains(t, string(text), "command -v "+name+" ", "the script installs %s", name)
		}
	}
}
