/* The client of the lit suite's fork server (forkserver.py) in C, run as

       forkclient SOCKET N REAL_COMMAND_WORD... [ARG...]

   It does what forkclient.py does, with the same request (described at
   forkserver._recv_request), at about a tenth of its CPU: the interpreter's start-up
   alone is some 10 ms, and a lit run starts about 900 clients. forkserver.start
   compiles it beside the socket where a C compiler is found; without one the
   Python client serves. */

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

extern char **environ;

struct buffer {
    char *data;
    size_t size, capacity;
    int fields;
};

static void append(struct buffer *b, const char *text, size_t n)
{
    size_t need = b->size + n + 1;
    if (need > b->capacity) {
        b->capacity = need * 2;
        b->data = realloc(b->data, b->capacity);
        if (b->data == NULL) {
            fputs("stinkytofu-opt: the fork client is out of memory\n", stderr);
            _exit(70);
        }
    }
    memcpy(b->data + b->size, text, n);
    b->size += n;
}

static void field(struct buffer *b, const char *text)
{
    if (b->fields++ > 0)
        append(b, "", 1);  /* the NUL between two fields */
    append(b, text, strlen(text));
}

static int connect_to(const char *path)
{
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    if (strlen(path) >= sizeof address.sun_path)
        return -1;
    strcpy(address.sun_path, path);
    int conn = socket(AF_UNIX, SOCK_STREAM, 0);
    if (conn >= 0 && connect(conn, (struct sockaddr *)&address, sizeof address) != 0) {
        close(conn);
        return -1;
    }
    return conn;
}

static void number(struct buffer *b, int n)
{
    char text[16];
    snprintf(text, sizeof text, "%d", n);
    field(b, text);
}

int main(int argc, char **argv)
{
    if (argc < 4 || atoi(argv[2]) < 1 || 3 + atoi(argv[2]) > argc) {
        fputs("usage: forkclient SOCKET N REAL_COMMAND_WORD... [ARG...]\n", stderr);
        return 2;
    }
    const char *path = argv[1];
    char **command = argv + 3;  /* the real command's words, then its arguments */
    int words = argc - 3;

    int conn = connect_to(path);
    if (conn < 0) {  /* no server listening: the real command */
        execv(command[0], command);
        perror(command[0]);
        return 127;
    }

    int fds[3], streams = 0;
    for (int fd = 0; fd < 3; fd++)
        if (fcntl(fd, F_GETFD) != -1)  /* (closed by the caller: >&-) */
            fds[streams++] = fd;

    struct buffer body = {NULL, 0, 0, 0};
    append(&body, "\0\0\0\0", 4);  /* the length, filled in below */
    number(&body, streams);
    for (int i = 0; i < streams; i++)
        number(&body, fds[i]);
    number(&body, words);
    for (int i = 0; i < words; i++)
        field(&body, command[i]);
    char *cwd = getcwd(NULL, 0);
    if (cwd == NULL) {
        perror("stinkytofu-opt: getcwd");
        return 70;
    }
    field(&body, cwd);
    for (char **entry = environ; *entry != NULL; entry++)
        field(&body, *entry);
    uint32_t length = (uint32_t)(body.size - 4);
    for (int i = 0; i < 4; i++)
        body.data[i] = (char)(length >> (24 - 8 * i));

    struct iovec chunk = {body.data, body.size};
    union {
        struct cmsghdr header;
        char space[CMSG_SPACE(sizeof fds)];
    } control;
    struct msghdr message = {.msg_iov = &chunk, .msg_iovlen = 1};
    if (streams > 0) {
        message.msg_control = control.space;
        message.msg_controllen = CMSG_SPACE(streams * sizeof(int));
        struct cmsghdr *rights = CMSG_FIRSTHDR(&message);
        rights->cmsg_level = SOL_SOCKET;
        rights->cmsg_type = SCM_RIGHTS;
        rights->cmsg_len = CMSG_LEN(streams * sizeof(int));
        memcpy(CMSG_DATA(rights), fds, streams * sizeof(int));
    }
    ssize_t sent = sendmsg(conn, &message, 0);
    while (sent >= 0 && (size_t)sent < body.size) {  /* the rest of a long request */
        ssize_t more = send(conn, body.data + sent, body.size - sent, 0);
        sent = more < 0 ? -1 : sent + more;
    }
    if (sent < 0) {
        perror("stinkytofu-opt: the lit fork server");
        return 70;
    }

    unsigned char reply[4];
    size_t got = 0;
    while (got < sizeof reply) {
        ssize_t n = recv(conn, reply + got, sizeof reply - got, 0);
        if (n <= 0) {
            fputs("stinkytofu-opt: the lit fork server lost the command\n", stderr);
            return 70;
        }
        got += (size_t)n;
    }
    int32_t status = (int32_t)((uint32_t)reply[0] << 24 | (uint32_t)reply[1] << 16
                               | (uint32_t)reply[2] << 8 | reply[3]);
    _exit(status);
}
