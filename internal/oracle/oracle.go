package oracle

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Tool names, as the tests ask for them.
const (
	LLVMMC = "llvm-mc-19"
	LLC    = "llc-19"
	Opt    = "opt-19"
	LLI    = "lli-19"
	// LLVM 22 (Debian's llvm-22, from bookworm-security) is the oracle for
	// gfx950, which LLVM 19 does not know.
	LLVMMC22 = "llvm-mc-22"
	LLC22    = "llc-22"
	Ptxas    = "ptxas"
	Nvdisasm = "nvdisasm"
	GCC      = "gcc"
	// Chromium (Debian's chromium) renders the compare HTML report headless.
	Chromium = "chromium"
	// LLD is the ELF linker of Debian's lld-19: it links AMDGPU relocatable
	// objects into code objects (ld.lld-19 -shared). ReadELF and ObjDump
	// (Debian's llvm-19) read objects.
	LLD     = "ld.lld-19"
	ReadELF = "llvm-readelf-19"
	ObjDump = "llvm-objdump-19"
)

// Required reports whether missing oracles are failures (LOWERC_ORACLES=require).
func Required() bool { return os.Getenv("LOWERC_ORACLES") == "require" }

// CUDADir is where install-oracles.sh unpacks the CUDA toolkit package.
func CUDADir() string {
	if d := os.Getenv("LOWERC_CUDA_DIR"); d != "" {
		return d
	}
	return "/opt/lowerc/cuda"
}

// Lookup returns the path of the named tool, or an error saying it is missing.
func Lookup(name string) (string, error) {
	if name == Ptxas || name == Nvdisasm {
		p := filepath.Join(CUDADir(), "usr", "bin", name)
		if st, err := os.Stat(p); err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	p, err := exec.LookPath(name)
	if err != nil {
		return "", fmt.Errorf("oracle %s not found (run scripts/install-oracles.sh)", name)
	}
	return p, nil
}

// Require returns the path of the named tool. When it is missing, the test is
// skipped, or failed if LOWERC_ORACLES=require.
func Require(tb testing.TB, name string) string {
	tb.Helper()
	p, err := Lookup(name)
	if err != nil {
		if Required() {
			tb.Fatalf("%v; LOWERC_ORACLES=require makes this a failure", err)
		}
		tb.Skipf("skipping: %v", err)
	}
	return p
}

// Run runs the tool at path with args and stdin, returning stdout; a non-zero
// exit is an error carrying stderr.
func Run(path string, stdin []byte, args ...string) ([]byte, error) {
	cmd := exec.Command(path, args...)
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	var out, errb bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		return out.Bytes(), fmt.Errorf("%s %v: %v\n%s", filepath.Base(path), args, err, errb.String())
	}
	return out.Bytes(), nil
}
