package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// A command is one subcommand of lowerc.
type command struct {
	name  string
	usage string // one line: "check FILE…"
	short string // one-line description for "lowerc help"
	// run executes the command with its own arguments and returns the exit code:
	// 0 success, 1 the input has errors, 2 bad usage.
	run func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]*command{}

// register adds a command; it is called from init functions.
func register(c *command) {
	if _, dup := commands[c.name]; dup {
		panic("lowerc: duplicate command " + c.name)
	}
	commands[c.name] = c
}

// A demoSection is one part of "lowerc demo", printed in increasing order.
type demoSection struct {
	order int
	title string
	run   func(stdout io.Writer) error
}

var demoSections []demoSection

// registerDemo adds a section to "lowerc demo"; it is called from init functions.
func registerDemo(order int, title string, run func(stdout io.Writer) error) {
	demoSections = append(demoSections, demoSection{order, title, run})
}

// run is the whole program: main only calls it.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	name := args[0]
	switch name {
	case "-h", "-help", "--help":
		name = "help"
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "lowerc: unknown command %q\n", name)
		usage(stderr)
		return 2
	}
	return c.run(args[1:], stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: lowerc <command> [flags] [arguments]")
	fmt.Fprintln(w, "")
	fmt.Fprintln(w, "commands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].short)
	}
	fmt.Fprintln(w, "")
	fmt.Fprintln(w, `Run "lowerc help <command>" for a command's usage.`)
}

// newFlags makes a FlagSet for a command that prints its usage to stderr and
// returns errors instead of exiting.
func newFlags(c string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(c, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: lowerc %s\n", commands[c].usage)
		fs.PrintDefaults()
	}
	return fs
}

func init() {
	register(&command{
		name:  "help",
		usage: "help [command]",
		short: "show the commands, or one command's usage",
		run: func(args []string, stdout, stderr io.Writer) int {
			if len(args) == 0 {
				usage(stdout)
				return 0
			}
			c, ok := commands[args[0]]
			if !ok {
				fmt.Fprintf(stderr, "lowerc help: unknown command %q\n", args[0])
				return 2
			}
			fmt.Fprintf(stdout, "usage: lowerc %s\n\n%s\n", c.usage, c.short)
			return 0
		},
	})
	register(&command{
		name:  "version",
		usage: "version",
		short: "print lowerc's version",
		run: func(args []string, stdout, stderr io.Writer) int {
			fmt.Fprintln(stdout, "lowerc", version)
			return 0
		},
	})
	register(&command{
		name:  "demo",
		usage: "demo",
		short: "run the main job on the bundled example (testdata/examples/maximum3.tile)",
		run: func(args []string, stdout, stderr io.Writer) int {
			sort.SliceStable(demoSections, func(i, j int) bool { return demoSections[i].order < demoSections[j].order })
			for i, s := range demoSections {
				if i > 0 {
					fmt.Fprintln(stdout)
				}
				fmt.Fprintf(stdout, "== %s ==\n", s.title)
				if err := s.run(stdout); err != nil {
					fmt.Fprintf(stderr, "lowerc demo: %s: %v\n", s.title, err)
					return 1
				}
			}
			return 0
		},
	})
}

const version = "0.1.0-dev"
