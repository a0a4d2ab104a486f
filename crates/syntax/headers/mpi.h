/* tass library model: <mpi.h>, the MPI-1 subset tass models.
 * Handles are ints; constants are macros for integer values. Every function is a system
 * function of the model. */
#ifndef _TASS_MPI_H
#define _TASS_MPI_H
/* As the mpi.h of MPICH and Open MPI do: NULL, size_t and ptrdiff_t come with it. */
#include "stddef.h"
#define MPI_VERSION 1
#define MPI_SUBVERSION 3
typedef int MPI_Comm;
typedef int MPI_Datatype;
typedef int MPI_Op;
typedef int MPI_Request;
typedef int MPI_Group;
typedef int MPI_Errhandler;
typedef long MPI_Aint;
/* The fields after MPI_ERROR are tass's own (as real implementations have hidden
 * fields): the number of elements received and the datatype they were sent as, which
 * MPI_Get_count reads. */
typedef struct {
  int MPI_SOURCE;
  int MPI_TAG;
  int MPI_ERROR;
  int __tass_count;
  int __tass_datatype;
} MPI_Status;

/* Communicators */
#define MPI_COMM_NULL 0
#define MPI_COMM_WORLD 1
#define MPI_COMM_SELF 2

/* Datatypes */
#define MPI_DATATYPE_NULL 0
#define MPI_CHAR 1
#define MPI_SHORT 2
#define MPI_INT 3
#define MPI_LONG 4
#define MPI_LONG_LONG 5
#define MPI_LONG_LONG_INT MPI_LONG_LONG
#define MPI_UNSIGNED_CHAR 6
#define MPI_UNSIGNED_SHORT 7
#define MPI_UNSIGNED 8
#define MPI_UNSIGNED_LONG 9
#define MPI_UNSIGNED_LONG_LONG 10
#define MPI_FLOAT 11
#define MPI_DOUBLE 12
#define MPI_LONG_DOUBLE 13
#define MPI_BYTE 14
#define MPI_PACKED 15
#define MPI_C_BOOL 16
#define MPI_SIGNED_CHAR 17
#define MPI_2INT 18
#define MPI_DOUBLE_INT 19
#define MPI_FLOAT_INT 20
#define MPI_LONG_INT 21
#define MPI_SHORT_INT 22

/* Reduction operations */
#define MPI_OP_NULL 0
#define MPI_MAX 1
#define MPI_MIN 2
#define MPI_SUM 3
#define MPI_PROD 4
#define MPI_LAND 5
#define MPI_BAND 6
#define MPI_LOR 7
#define MPI_BOR 8
#define MPI_LXOR 9
#define MPI_BXOR 10
#define MPI_MAXLOC 11
#define MPI_MINLOC 12

/* Special values */
#define MPI_ANY_SOURCE (-1)
#define MPI_ANY_TAG (-1)
#define MPI_PROC_NULL (-2)
#define MPI_ROOT (-3)
#define MPI_UNDEFINED (-32766)
#define MPI_TAG_UB 32767
#define MPI_REQUEST_NULL 0
#define MPI_GROUP_NULL 0
#define MPI_GROUP_EMPTY 1
#define MPI_STATUS_IGNORE ((MPI_Status *)0)
#define MPI_STATUSES_IGNORE ((MPI_Status *)0)
/* A distinguished address the collectives recognise. */
extern char __tass_mpi_in_place[1];
#define MPI_IN_PLACE ((void *)__tass_mpi_in_place)
#define MPI_BOTTOM ((void *)0)
#define MPI_MAX_PROCESSOR_NAME 256
#define MPI_MAX_ERROR_STRING 256
#define MPI_IDENT 0
#define MPI_CONGRUENT 1
#define MPI_SIMILAR 2
#define MPI_UNEQUAL 3

/* Error classes */
#define MPI_SUCCESS 0
#define MPI_ERR_BUFFER 1
#define MPI_ERR_COUNT 2
#define MPI_ERR_TYPE 3
#define MPI_ERR_TAG 4
#define MPI_ERR_COMM 5
#define MPI_ERR_RANK 6
#define MPI_ERR_REQUEST 7
#define MPI_ERR_ROOT 8
#define MPI_ERR_GROUP 9
#define MPI_ERR_OP 10
#define MPI_ERR_TOPOLOGY 11
#define MPI_ERR_DIMS 12
#define MPI_ERR_ARG 13
#define MPI_ERR_UNKNOWN 14
#define MPI_ERR_TRUNCATE 15
#define MPI_ERR_OTHER 16
#define MPI_ERR_INTERN 17
#define MPI_ERR_IN_STATUS 18
#define MPI_ERR_PENDING 19
#define MPI_ERRORS_ARE_FATAL 1
#define MPI_ERRORS_RETURN 2

/* Environment */
#pragma TASS system
int MPI_Init(int *argc, char ***argv);
#pragma TASS system
int MPI_Finalize(void);
#pragma TASS system
int MPI_Initialized(int *flag);
#pragma TASS system
int MPI_Finalized(int *flag);
#pragma TASS system
int MPI_Abort(MPI_Comm comm, int errorcode);
#pragma TASS system
double MPI_Wtime(void);
#pragma TASS system
double MPI_Wtick(void);
#pragma TASS system
int MPI_Get_processor_name(char *name, int *resultlen);

/* Communicators */
#pragma TASS system
int MPI_Comm_size(MPI_Comm comm, int *size);
#pragma TASS system
int MPI_Comm_rank(MPI_Comm comm, int *rank);
#pragma TASS system
int MPI_Comm_split(MPI_Comm comm, int color, int key, MPI_Comm *newcomm);
#pragma TASS system
int MPI_Comm_dup(MPI_Comm comm, MPI_Comm *newcomm);
#pragma TASS system
int MPI_Comm_free(MPI_Comm *comm);
#pragma TASS system
int MPI_Comm_compare(MPI_Comm comm1, MPI_Comm comm2, int *result);

/* Cartesian topologies */
#pragma TASS system
int MPI_Dims_create(int nnodes, int ndims, int dims[]);
#pragma TASS system
int MPI_Cart_create(MPI_Comm comm_old, int ndims, const int dims[], const int periods[], int reorder, MPI_Comm *comm_cart);
#pragma TASS system
int MPI_Cart_shift(MPI_Comm comm, int direction, int disp, int *rank_source, int *rank_dest);
#pragma TASS system
int MPI_Cart_coords(MPI_Comm comm, int rank, int maxdims, int coords[]);
#pragma TASS system
int MPI_Cart_rank(MPI_Comm comm, const int coords[], int *rank);
#pragma TASS system
int MPI_Cart_get(MPI_Comm comm, int maxdims, int dims[], int periods[], int coords[]);
#pragma TASS system
int MPI_Cartdim_get(MPI_Comm comm, int *ndims);

/* Point-to-point communication */
#pragma TASS system
int MPI_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
#pragma TASS system
int MPI_Ssend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
#pragma TASS system
int MPI_Bsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
#pragma TASS system
int MPI_Rsend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm);
#pragma TASS system
int MPI_Recv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Status *status);
#pragma TASS system
int MPI_Isend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
#pragma TASS system
int MPI_Issend(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm, MPI_Request *request);
#pragma TASS system
int MPI_Irecv(void *buf, int count, MPI_Datatype datatype, int source, int tag, MPI_Comm comm, MPI_Request *request);
#pragma TASS system
int MPI_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int dest, int sendtag, void *recvbuf, int recvcount, MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm, MPI_Status *status);
#pragma TASS system
int MPI_Sendrecv_replace(void *buf, int count, MPI_Datatype datatype, int dest, int sendtag, int source, int recvtag, MPI_Comm comm, MPI_Status *status);
#pragma TASS system
int MPI_Wait(MPI_Request *request, MPI_Status *status);
#pragma TASS system
int MPI_Waitall(int count, MPI_Request *array_of_requests, MPI_Status *array_of_statuses);
#pragma TASS system
int MPI_Waitany(int count, MPI_Request *array_of_requests, int *index, MPI_Status *status);
#pragma TASS system
int MPI_Waitsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses);
#pragma TASS system
int MPI_Test(MPI_Request *request, int *flag, MPI_Status *status);
#pragma TASS system
int MPI_Testall(int count, MPI_Request *array_of_requests, int *flag, MPI_Status *array_of_statuses);
#pragma TASS system
int MPI_Testany(int count, MPI_Request *array_of_requests, int *index, int *flag, MPI_Status *status);
#pragma TASS system
int MPI_Testsome(int incount, MPI_Request *array_of_requests, int *outcount, int *array_of_indices, MPI_Status *array_of_statuses);
#pragma TASS system
int MPI_Request_free(MPI_Request *request);
#pragma TASS system
int MPI_Probe(int source, int tag, MPI_Comm comm, MPI_Status *status);
#pragma TASS system
int MPI_Iprobe(int source, int tag, MPI_Comm comm, int *flag, MPI_Status *status);
#pragma TASS system
int MPI_Get_count(const MPI_Status *status, MPI_Datatype datatype, int *count);

/* Derived datatypes */
#pragma TASS system
int MPI_Type_contiguous(int count, MPI_Datatype oldtype, MPI_Datatype *newtype);
#pragma TASS system
int MPI_Type_vector(int count, int blocklength, int stride, MPI_Datatype oldtype, MPI_Datatype *newtype);
#pragma TASS system
int MPI_Type_commit(MPI_Datatype *datatype);
#pragma TASS system
int MPI_Type_free(MPI_Datatype *datatype);
#pragma TASS system
int MPI_Type_size(MPI_Datatype datatype, int *size);

/* Collective communication */
#pragma TASS system
int MPI_Barrier(MPI_Comm comm);
#pragma TASS system
int MPI_Bcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm);
#pragma TASS system
int MPI_Reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm);
#pragma TASS system
int MPI_Allreduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
#pragma TASS system
int MPI_Scan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
#pragma TASS system
int MPI_Exscan(const void *sendbuf, void *recvbuf, int count, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
#pragma TASS system
int MPI_Reduce_scatter_block(const void *sendbuf, void *recvbuf, int recvcount, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
#pragma TASS system
int MPI_Reduce_scatter(const void *sendbuf, void *recvbuf, const int *recvcounts, MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
#pragma TASS system
int MPI_Gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
#pragma TASS system
int MPI_Gatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, int root, MPI_Comm comm);
#pragma TASS system
int MPI_Scatter(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
#pragma TASS system
int MPI_Scatterv(const void *sendbuf, const int *sendcounts, const int *displs, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
#pragma TASS system
int MPI_Allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm);
#pragma TASS system
int MPI_Allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *displs, MPI_Datatype recvtype, MPI_Comm comm);
#pragma TASS system
int MPI_Alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, void *recvbuf, int recvcount, MPI_Datatype recvtype, MPI_Comm comm);
#pragma TASS system
int MPI_Alltoallv(const void *sendbuf, const int *sendcounts, const int *sdispls, MPI_Datatype sendtype, void *recvbuf, const int *recvcounts, const int *rdispls, MPI_Datatype recvtype, MPI_Comm comm);
#endif
