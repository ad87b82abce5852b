package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// TestScripts runs every testdata/script/*.txt. Each is a txtar archive whose
// comment holds commands, one per line:
//
//	[!] lowerc ARGS…        run lowerc; "!" means it must fail (exit ≠ 0)
//	[!] stdout|stderr 'RE'  the last command's output matches (or not) RE
//	cmp stdout|stderr FILE  the last command's output equals FILE exactly
//	cmp FILE1 FILE2         two files are equal
//	[!] exists FILE         the file exists (or not)
//	stdin FILE              the next lowerc command reads FILE as standard input
//	# comment
//
// The archive's files are written to a temporary directory, which is the
// working directory of the commands; $ROOT in arguments is the repository
// root. Arguments split on spaces; single quotes group.
func TestScripts(t *testing.T) {
	files, err := filepath.Glob("testdata/script/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no scripts in testdata/script")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txt"), func(t *testing.T) {
			runScript(t, file, root)
		})
	}
}

func runScript(t *testing.T, file, root string) {
	ar, err := txtar.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, f := range ar.Files {
		p := filepath.Join(dir, f.Name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	ran := false
	defer func() { stdin = os.Stdin }()
	for n, line := range strings.Split(string(ar.Comment), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		where := file + ":" + itoa(n+1)
		neg := false
		if strings.HasPrefix(line, "! ") {
			neg, line = true, strings.TrimSpace(line[2:])
		}
		args := splitArgs(strings.ReplaceAll(line, "$ROOT", root))
		switch args[0] {
		case "lowerc":
			stdout.Reset()
			stderr.Reset()
			code := run(args[1:], &stdout, &stderr)
			stdin = os.Stdin
			ran = true
			if neg && code == 0 {
				t.Fatalf("%s: %s succeeded, want failure\nstdout:\n%s", where, line, stdout.String())
			}
			if !neg && code != 0 {
				t.Fatalf("%s: %s exited %d\nstderr:\n%s", where, line, code, stderr.String())
			}
		case "stdout", "stderr":
			if len(args) != 2 {
				t.Fatalf("%s: want %s 'REGEXP'", where, args[0])
			}
			out := stdout.String()
			if args[0] == "stderr" {
				out = stderr.String()
			}
			re, err := regexp.Compile("(?m)" + args[1])
			if err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			if re.MatchString(out) == neg {
				verb := "does not match"
				if neg {
					verb = "matches"
				}
				t.Fatalf("%s: %s %s %q:\n%s", where, args[0], verb, args[1], out)
			}
		case "stdin":
			if len(args) != 2 {
				t.Fatalf("%s: want stdin FILE", where)
			}
			b, err := os.ReadFile(args[1])
			if err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			stdin = bytes.NewReader(b)
		case "exists":
			if len(args) != 2 {
				t.Fatalf("%s: want exists FILE", where)
			}
			if _, err := os.Stat(args[1]); (err == nil) == neg {
				t.Fatalf("%s: %s: exists is %v", where, args[1], err == nil)
			}
		case "cmp":
			if len(args) != 3 {
				t.Fatalf("%s: want cmp stdout|stderr|FILE FILE", where)
			}
			want, err := os.ReadFile(args[2])
			if err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			var got string
			switch args[1] {
			case "stdout":
				got = stdout.String()
			case "stderr":
				got = stderr.String()
			default:
				b, err := os.ReadFile(args[1])
				if err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				got = string(b)
			}
			if got != string(want) {
				t.Fatalf("%s: %s differs from %s\n--- got\n%s--- want\n%s", where, args[1], args[2], got, want)
			}
		default:
			t.Fatalf("%s: unknown command %q", where, args[0])
		}
	}
	if !ran {
		t.Fatalf("%s runs no lowerc command", file)
	}
}

func splitArgs(s string) []string {
	var args []string
	var cur strings.Builder
	inQuote, have := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\'':
			inQuote = !inQuote
			have = true
		case c == ' ' && !inQuote:
			if have {
				args = append(args, cur.String())
				cur.Reset()
				have = false
			}
		default:
			cur.WriteByte(c)
			have = true
		}
	}
	if have {
		args = append(args, cur.String())
	}
	return args
}

func itoa(n int) string { return strconv.Itoa(n) }
