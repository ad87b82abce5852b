package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/lowerc/lowerc/internal/diag"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// stdin is what "-" reads; tests replace it.
var stdin io.Reader = os.Stdin

// stdinName is the file name of standard input in diagnostics, as clang
// and llvm-mc print it.
const stdinName = "<stdin>"

// readFile reads a file argument: "-" is standard input. It returns the
// name that diagnostics use.
func readFile(name string) (string, []byte, error) {
	if name == "-" {
		b, err := io.ReadAll(stdin)
		return stdinName, b, err
	}
	b, err := os.ReadFile(name)
	return name, b, err
}

// writeOutput writes data to the file name, or to stdout for "" and "-".
// A file is written to a temporary file beside it and renamed over it, so
// that an error (or a crash) never leaves a half-written or truncated
// output; an existing file keeps its permission bits.
func writeOutput(stdout io.Writer, name string, data []byte) error {
	if name == "" || name == "-" {
		_, err := stdout.Write(data)
		return err
	}
	return writeAtomic(name, data)
}

func writeAtomic(name string, data []byte) (err error) {
	perm := fs.FileMode(0o644)
	if st, err := os.Stat(name); err == nil {
		if !st.Mode().IsRegular() {
			// A device or pipe (/dev/null, a FIFO) cannot be renamed over.
			return os.WriteFile(name, data, perm)
		}
		perm = st.Mode().Perm()
	}
	dir, base := filepath.Split(name)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Chmod(perm); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), name)
}

// expandFiles turns the file arguments of check and fmt into file names:
// "DIR/..." is every .tile file below DIR (sorted, as the go command
// expands ./...); other arguments stay as they are.
func expandFiles(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		dir, ok := strings.CutSuffix(a, "/...")
		if !ok && a != "..." {
			out = append(out, a)
			continue
		}
		if a == "..." {
			dir = "."
		}
		var found []string
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && strings.HasSuffix(p, ".tile") {
				found = append(found, p)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		if len(found) == 0 {
			return nil, fmt.Errorf("%s matched no .tile files", a)
		}
		sort.Strings(found)
		out = append(out, found...)
	}
	return out, nil
}

// printDiags prints diagnostics as clang does (line form, source line,
// caret), with src the file's contents.
func printDiags(w io.Writer, l diag.List, file string, src []byte) {
	l.Fprint(w, diag.Sources{file: src})
}

// printErr prints an error list one diagnostic a line, or another error
// with a prefix ("lowerc compile: ...").
func printErr(w io.Writer, prefix string, err error) {
	printErrSource(w, prefix, err, "", nil)
}

// printErrSource is printErr with the source of file, so that each
// diagnostic in it is followed by its source line and a caret.
func printErrSource(w io.Writer, prefix string, err error, file string, src []byte) {
	var el ir.ErrorList
	if errors.As(err, &el) {
		printDiags(w, el, file, src)
		return
	}
	var al amdgcn.ErrorList
	if errors.As(err, &al) {
		amdDiags(al).Fprint(w, diag.Sources{file: src})
		return
	}
	if prefix != "" {
		fmt.Fprintf(w, "%s: %v\n", prefix, err)
	} else {
		fmt.Fprintln(w, err)
	}
}
